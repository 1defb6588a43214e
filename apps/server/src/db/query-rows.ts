import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer with
 * `{ rows }`; the shared Database type cannot say so, hence the one cast here.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

const dialect = new PgDialect()

/**
 * queryRows for the few statements on the hottest path (a booking). PostgreSQL plans an unnamed
 * statement on every call, about a millisecond for a booking's joins; a named one is parsed once
 * per connection and, after a few runs, keeps its plan. The name carries a digest of the text,
 * which varies with the inputs (how many children, an Idempotency-Key or not), so each variant
 * is its own statement. PGlite runs it as any other query.
 */
export async function preparedRows<Row>(db: Database, label: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query)
  const digest = createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)
  const prepared = db._.session.prepareQuery(built, undefined, `${label}:${digest}`, false)
  const result = (await prepared.execute()) as { rows: Row[] }
  return result.rows
}

/** A json column (or `json_agg`) arrives parsed from node-postgres and as text from PGlite. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}
