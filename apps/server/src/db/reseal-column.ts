import { type SQL, sql } from 'drizzle-orm'
import { type Keyring, seal, unseal } from '../lib/sealed-text.ts'
import type { Database } from './client.ts'
import { queryRows } from './query-rows.ts'

/** A column of values sealed with the data key, the row's key column, and which rows hold one. */
export type SealedColumn = { table: string; id: string; column: string; holdsSealed?: SQL }

/** What a re-sealing did: a rotation is over once `unreadable` is 0 everywhere. */
export type ResealCount = { resealed: number; unreadable: number }

/**
 * Re-seals, a batch per transaction, every value of the column sealed with a key other than the
 * keyring's current one, and counts those it could not open (their key is missing from the
 * keyring). Safe to run twice, and beside the app: rows are locked, and a value written
 * meanwhile is already under the current key.
 */
export async function resealColumn(options: {
  db: Database
  keyring: Keyring
  target: SealedColumn
  batchSize?: number
}): Promise<ResealCount> {
  const { db, keyring, target, batchSize = 200 } = options
  const table = sql.identifier(target.table)
  const id = sql.identifier(target.id)
  const column = sql.identifier(target.column)
  let resealed = 0
  const unreadable = new Set<string>()
  for (;;) {
    const skipped =
      unreadable.size === 0
        ? sql`true`
        : sql`${id}::text not in (${sql.join(
            [...unreadable].map((key) => sql`${key}`),
            sql`, `,
          )})`
    const done = await db.transaction(async (tx) => {
      const rows = await queryRows<{ key: string; sealed: string }>(
        tx,
        sql`select ${id}::text as key, ${column} as sealed from ${table}
          where ${target.holdsSealed ?? sql`true`}
            and split_part(${column}, '.', 2) <> ${keyring.current.id} and ${skipped}
          order by ${id} limit ${batchSize} for update skip locked`,
      )
      for (const row of rows) {
        let plain: string
        try {
          plain = unseal(keyring, row.sealed)
        } catch {
          unreadable.add(row.key)
          continue
        }
        await tx.execute(
          sql`update ${table} set ${column} = ${seal(keyring, plain)} where ${id}::text = ${row.key}`,
        )
        resealed++
      }
      return rows.length === 0
    })
    if (done) return { resealed, unreadable: unreadable.size }
  }
}
