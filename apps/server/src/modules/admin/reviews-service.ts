import type { AdminReview, reviewListQuerySchema } from '@afc/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { reviews } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import type { AdminActor, Transaction } from './admin-actor.ts'
import { recordAdminAction } from './audit-log.ts'

const REVIEW_NOT_FOUND = 'Review not found'

type Row = {
  id: string
  rating: number
  comment: string | null
  isHidden: boolean
  createdAt: Date | string
  customerName: string | null
  activityId: string
  activityTitle: string
  vendorId: string
  businessName: string
}

async function selectReviews(options: {
  db: Database | Transaction
  where: SQL
  limit?: number
  offset?: number
}): Promise<AdminReview[]> {
  const { db, where, limit = 1, offset = 0 } = options
  const rows = await queryRows<Row>(
    db,
    sql`select r.id, r.rating, r.comment, r.is_hidden as "isHidden", r.created_at as "createdAt",
        nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), '') as "customerName",
        a.id as "activityId", a.title as "activityTitle", v.id as "vendorId",
        v.business_name as "businessName"
      from reviews r
      join activities a on a.id = r.activity_id
      join vendors v on v.id = a.vendor_id
      left join user_profiles up on up.id = r.customer_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  )
  return rows.map((row) => ({
    id: row.id,
    rating: Number(row.rating),
    comment: row.comment,
    isHidden: row.isHidden,
    createdAt: isoString(row.createdAt),
    customerName: row.customerName ?? 'A customer',
    activity: { id: row.activityId, title: row.activityTitle },
    vendor: { id: row.vendorId, businessName: row.businessName },
  }))
}

export async function listAdminReviews(options: {
  db: Database
  query: z.output<typeof reviewListQuerySchema>
}) {
  const { db, query } = options
  const where = query.hidden === undefined ? sql`true` : sql`r.is_hidden = ${query.hidden}`
  const [items, [counted]] = await Promise.all([
    selectReviews({ db, where, limit: query.limit, offset: pageOffset(query) }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from reviews r where ${where}`,
    ),
  ])
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}

/** Hides a review from the public rating and count, or shows it again. */
export async function setReviewHidden(options: {
  db: Database
  actor: AdminActor
  reviewId: string
  hidden: boolean
}): Promise<AdminReview> {
  const { db, actor, reviewId, hidden } = options
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ isHidden: reviews.isHidden })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update')
    if (!review) throw notFound(REVIEW_NOT_FOUND)
    if (review.isHidden !== hidden) {
      await tx.update(reviews).set({ isHidden: hidden }).where(eq(reviews.id, reviewId))
      await recordAdminAction({
        tx,
        actor,
        action: hidden ? 'review.hide' : 'review.unhide',
        targetType: 'review',
        targetId: reviewId,
        before: { isHidden: review.isHidden },
        after: { isHidden: hidden },
      })
    }
    const [updated] = await selectReviews({ db: tx, where: sql`r.id = ${reviewId}` })
    if (!updated) throw notFound(REVIEW_NOT_FOUND)
    return updated
  })
}
