import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { type Keyring, seal, unseal } from '../../lib/sealed-text.ts'
import { uuidList } from '../../lib/sql-lists.ts'

const skipping = (ids: Set<string>) =>
  ids.size === 0 ? sql`true` : sql`child_id not in (${uuidList([...ids])})`

/**
 * Re-seals, a batch per transaction, every record sealed with a key other than the keyring's
 * current one, and says how many it re-sealed and how many it could not open (a key missing
 * from the keyring): a rotation is over when that is 0. Safe to run twice, and beside the app
 * (rows are locked, and a record saved meanwhile is already under the current key).
 */
export async function resealRecords(options: {
  db: Database
  keyring: Keyring
  batchSize?: number
}): Promise<{ resealed: number; unreadable: number }> {
  const { db, keyring, batchSize = 200 } = options
  const stale = sql`split_part(sealed, '.', 2) <> ${keyring.current.id}`
  let resealed = 0
  const unreadable = new Set<string>()
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await queryRows<{ childId: string; sealed: string }>(
        tx,
        sql`select child_id as "childId", sealed from child_records
          where ${stale} and ${skipping(unreadable)}
          order by child_id limit ${batchSize} for update skip locked`,
      )
      for (const row of rows) {
        let plain: string
        try {
          plain = unseal(keyring, row.sealed)
        } catch {
          unreadable.add(row.childId)
          continue
        }
        await tx.execute(
          sql`update child_records set sealed = ${seal(keyring, plain)}
            where child_id = ${row.childId}`,
        )
        resealed++
      }
      return rows.length === 0
    })
    if (done) return { resealed, unreadable: unreadable.size }
  }
}
