import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../db/client.ts'
import { queryRows } from '../db/query-rows.ts'

/**
 * One digest per table of every row in the public schema, so a test can show that a refused
 * request changed nothing anywhere, not only in the table it aimed at. One statement digests
 * every table: the suites that take a fingerprint around each request take hundreds.
 */
export async function databaseFingerprint(db: Database) {
  const tables = await queryRows<{ name: string }>(
    db,
    // pg_catalog, not information_schema: its views cost more than the digests themselves.
    sql`select c.relname as name from pg_catalog.pg_class c
        join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  )
  const digestOf = (name: string) =>
    sql`select ${name}::text as name,
        (select md5(string_agg(t::text, '|' order by t::text)) from ${sql.identifier(name)} t) as digest`
  const rows = await queryRows<{ name: string; digest: string | null }>(
    db,
    sql.join(
      tables.map(({ name }) => digestOf(name)),
      sql` union all `,
    ),
  )
  const digests: Record<string, string> = {}
  for (const { name, digest } of rows) digests[name] = digest ?? 'empty'
  return digests
}

/**
 * Sends `request` and shows it was refused with `status` (and `detail`, a string or a matcher)
 * and changed nothing in the database. Returns the answer.
 */
export async function refusedUnchanged<
  Response extends { statusCode: number; json: () => { detail?: unknown } },
>(options: {
  db: Database
  request: () => Promise<Response>
  status: number
  detail?: unknown
}): Promise<Response> {
  const { db, request, status, detail } = options
  const before = await databaseFingerprint(db)
  const response = await request()
  expect(response.statusCode).toBe(status)
  if (detail !== undefined) expect(response.json().detail).toEqual(detail)
  expect(await databaseFingerprint(db)).toEqual(before)
  return response
}
