import type { NewsletterSubscriber, newsletterListQuerySchema } from '@afc/contracts'
import { count, desc, ilike, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { newsletterSubscribers } from '../../db/schema/index.ts'
import { likePattern } from '../../lib/like-pattern.ts'
import { batchesAfter, isoString, pageOf, pageOffset } from '../../lib/pagination.ts'

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  subscribedAt: isoString(row.createdAt),
})

export async function listNewsletterSubscribers(options: {
  db: Database
  query: z.output<typeof newsletterListQuerySchema>
}) {
  const { db, query } = options
  const where = query.q ? ilike(newsletterSubscribers.email, likePattern(query.q)) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(newsletterSubscribers).where(where),
  ])
  return pageOf({ items: rows.map(toSubscriber), total: Number(counted?.total ?? 0), query })
}

/** Every subscriber, oldest first, in batches: the export is the whole mailing list. */
export async function* allNewsletterSubscribers(options: {
  db: Database
  batchSize?: number
}): AsyncGenerator<NewsletterSubscriber[]> {
  const { db, batchSize = 1000 } = options
  const batches = batchesAfter<{ id: string; email: string; createdAt: string }>({
    size: batchSize,
    read: (after, size) =>
      queryRows(
        db,
        sql`select id, email, created_at::text as "createdAt" from newsletter_subscribers
          ${after ? sql`where (created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)` : sql``}
          order by created_at, id limit ${size}`,
      ),
  })
  for await (const rows of batches) {
    yield rows.map((row) => ({
      id: row.id,
      email: row.email,
      subscribedAt: isoString(row.createdAt),
    }))
  }
}
