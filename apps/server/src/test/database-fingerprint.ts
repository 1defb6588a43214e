import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'

/**
 * One digest per table of every row in the public schema, so a test can show that a refused
 * request changed nothing anywhere, not only in the table it aimed at.
 */
export async function databaseFingerprint(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const digests: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      db,
      sql`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.identifier(name)} t`,
    )
    digests[name] = row?.digest ?? 'empty'
  }
  return digests
}
