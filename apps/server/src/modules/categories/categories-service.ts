import type { Category } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories } from '../../db/schema/index.ts'

export async function listCategories(options: { db: Database }): Promise<Category[]> {
  const rows = await options.db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(sql`lower(${categories.name})`)
  return rows as Category[]
}
