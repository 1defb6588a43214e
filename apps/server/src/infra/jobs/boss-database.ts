import { type SQL, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type { Database, DatabaseHandle } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/**
 * The job library's own database hook, over the connection the app already has: PostgreSQL's
 * pool, or the one embedded PGlite (which queues every statement behind an open transaction, so
 * the library never runs its SQL inside somebody else's).
 */
export function bossDatabase(handle: DatabaseHandle): PgBoss.Db {
  return {
    executeSql: (text, values) => handle.runSql(text, values) as Promise<{ rows: never[] }>,
  }
}

const PLACEHOLDER = /\$(\d+)/g

/**
 * The same hook inside a Drizzle transaction, so a job is queued by the very transaction that
 * made the change: if that rolls back, the job was never there. The library's `$n` parameters
 * become Drizzle parameters, which works on either driver.
 */
export function bossTransaction(db: Database): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const rows = await queryRows<never>(db, withParameters(text, values))
      return { rows }
    },
  }
}

function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = []
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    chunks.push(sql.raw(text.slice(last, match.index)))
    // One parameter each, arrays included: a plain template would spread an array into a list.
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`)
    last = match.index + match[0].length
  }
  chunks.push(sql.raw(text.slice(last)))
  return sql.join(chunks)
}
