import type { SQL } from 'drizzle-orm'
import type { Database } from './client.ts'

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer with
 * `{ rows }`; the shared Database type cannot say so, hence the one cast here.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
}

/** A json column (or `json_agg`) arrives parsed from node-postgres and as text from PGlite. */
export function fromJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value
}
