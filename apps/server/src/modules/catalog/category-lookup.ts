import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { likePattern } from '../../lib/like-pattern.ts'

/** Resolves chosen slugs and search words to category ids (the categories table is tiny). */
export async function findCategoryIds(options: {
  db: Database
  slugs: string[]
  search: string | undefined
}): Promise<{ categoryIds: string[]; searchCategoryIds: string[] }> {
  const { db, slugs, search } = options
  if (slugs.length === 0 && !search) return { categoryIds: [], searchCategoryIds: [] }
  const bySlug: SQL = slugs.length
    ? sql`c.slug in (${sql.join(
        slugs.map((slug) => sql`${slug}`),
        sql`, `,
      )})`
    : sql`false`
  const byName: SQL = search ? sql`c.name ilike ${likePattern(search)}` : sql`false`
  const rows = await queryRows<{ id: string; bySlug: boolean; byName: boolean }>(
    db,
    sql`select c.id, ${bySlug} as "bySlug", ${byName} as "byName" from categories c
        where ${bySlug} or ${byName}`,
  )
  return {
    categoryIds: rows.filter((row) => row.bySlug).map((row) => row.id),
    searchCategoryIds: rows.filter((row) => row.byName).map((row) => row.id),
  }
}
