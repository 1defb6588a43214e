import type { NewsletterSubscriber, newsletterListQuerySchema } from '@afc/contracts'
import { asc, count, desc, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { newsletterSubscribers } from '../../db/schema/index.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import { likePattern } from '../catalog/activity-filters.ts'

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

/** Every subscriber, oldest first: the export is the whole mailing list. */
export async function listAllNewsletterSubscribers(options: {
  db: Database
}): Promise<NewsletterSubscriber[]> {
  const rows = await options.db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
  return rows.map(toSubscriber)
}
