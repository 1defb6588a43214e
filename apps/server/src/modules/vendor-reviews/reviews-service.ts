import type { VendorReview, vendorReviewListQuerySchema } from '@afc/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { reviews } from '../../db/schema/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, notFound } from '../../lib/http-problem.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import { queueReviewReplyNotice } from './reply-notice.ts'

export const REVIEW_NOT_FOUND = 'Review not found'
export const ALREADY_REPLIED = 'You have already replied to this review.'

type Row = {
  id: string
  activityId: string
  activityTitle: string
  rating: number
  comment: string | null
  authorFirstName: string | null
  createdAt: Date | string
  isHidden: boolean
  vendorReply: string | null
  repliedAt: Date | string | null
}

/**
 * Every query starts from the caller's own, not deleted, activities: a review of anyone else's
 * activity does not exist for this provider.
 */
const ownReviews = (vendorId: string) =>
  sql`from reviews r
      join activities a on a.id = r.activity_id
      left join user_profiles up on up.id = r.customer_id
      where a.vendor_id = ${vendorId} and a.deleted_at is null`

async function selectVendorReviews(options: {
  db: Database
  vendorId: string
  where: SQL
  limit?: number
  offset?: number
}): Promise<VendorReview[]> {
  const { db, vendorId, where, limit = 1, offset = 0 } = options
  const rows = await queryRows<Row>(
    db,
    sql`select r.id, a.id as "activityId", a.title as "activityTitle", r.rating, r.comment,
        nullif(trim(up.first_name), '') as "authorFirstName", r.created_at as "createdAt",
        r.is_hidden as "isHidden", r.vendor_reply as "vendorReply", r.replied_at as "repliedAt"
      ${ownReviews(vendorId)} and ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  )
  return rows.map((row) => ({
    id: row.id,
    activity: { id: row.activityId, title: row.activityTitle },
    rating: Number(row.rating),
    comment: row.comment,
    authorFirstName: row.authorFirstName ?? 'A parent',
    createdAt: isoString(row.createdAt),
    isHidden: row.isHidden,
    reply:
      row.vendorReply === null || row.repliedAt === null
        ? null
        : { text: row.vendorReply, repliedAt: isoString(row.repliedAt) },
  }))
}

/** Reviews of the caller's activities, newest first; hidden ones included and marked. */
export async function listVendorReviews(options: {
  db: Database
  vendorId: string
  query: z.output<typeof vendorReviewListQuerySchema>
}) {
  const { db, vendorId, query } = options
  const where = query.activityId ? sql`a.id = ${query.activityId}` : sql`true`
  const [items, [counted]] = await Promise.all([
    selectVendorReviews({ db, vendorId, where, limit: query.limit, offset: pageOffset(query) }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total ${ownReviews(vendorId)} and ${where}`,
    ),
  ])
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}

/**
 * The provider's one reply to a review of their activity. A review an admin hid may still be
 * answered (the family sees it in My Bookings); replying does not show the review again. The
 * family's mail is queued by the same transaction.
 */
export async function replyToReview(options: {
  db: Database
  vendorId: string
  reviewId: string
  reply: string
  notices: Notices
  now?: Date
}): Promise<VendorReview> {
  const { db, vendorId, reviewId, reply, notices, now = new Date() } = options
  await db.transaction(async (tx) => {
    // Locked, so two replies sent at once cannot both find the review unanswered.
    const [review] = await queryRows<{ vendorReply: string | null }>(
      tx,
      sql`select r.vendor_reply as "vendorReply" ${ownReviews(vendorId)} and r.id = ${reviewId}
        for update of r`,
    )
    if (!review) throw notFound(REVIEW_NOT_FOUND)
    if (review.vendorReply !== null) throw conflict(ALREADY_REPLIED)
    await tx
      .update(reviews)
      .set({ vendorReply: reply, repliedAt: now })
      .where(eq(reviews.id, reviewId))
    await queueReviewReplyNotice({ db: tx, reviewId, ...notices })
  })
  const [updated] = await selectVendorReviews({ db, vendorId, where: sql`r.id = ${reviewId}` })
  if (!updated) throw notFound(REVIEW_NOT_FOUND)
  return updated
}
