import { sql } from 'drizzle-orm'
import { type Db, type DrizzleTransactionLike, fromDrizzle } from 'pg-boss'
import type { Database, DatabaseHandle } from '../../db/client.ts'

/**
 * The job library's own database hook, over the connection the app already has: PostgreSQL's
 * pool, or the one embedded PGlite (which queues every statement behind an open transaction, so
 * the library never runs its SQL inside somebody else's).
 */
export function bossDatabase(handle: DatabaseHandle): Db {
  return {
    executeSql: (text, values) => handle.runSql(text, values) as Promise<{ rows: never[] }>,
  }
}

/**
 * The same hook inside a Drizzle transaction, so a job is queued by the very transaction that
 * made the change: if that rolls back, the job was never there. The library's adapter turns its
 * `$n` parameters into Drizzle parameters (an array into one array), which works on either driver.
 */
export function bossTransaction(db: Database): Db {
  // Either driver's Drizzle answers `execute` with `{ rows }`; our type of it joins the two.
  return fromDrizzle(db as DrizzleTransactionLike, sql)
}
