import type {
  ActivityType,
  AdminActivity,
  AdminActivityPage,
  AdminActivityStatus,
  adminActivityListQuerySchema,
  VendorStatus,
} from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { likePattern } from '../../lib/like-pattern.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_ACTIVITY_JOIN } from '../catalog/index.ts'
import { ADMIN_ACTIVITY_FILTER_SQL, ADMIN_ACTIVITY_STATUS_SQL } from './activity-status.ts'

type Row = {
  id: string
  title: string
  type: ActivityType
  status: AdminActivityStatus
  isActive: boolean
  isApproved: boolean
  isFeatured: boolean
  rejectionReason: string | null
  priceCents: number | null
  createdAt: Date | string
  vendorId: string
  businessName: string
  vendorStatus: VendorStatus
}

const FROM_ADMIN_ACTIVITIES = sql.raw(`activities a join vendors v on v.id = a.vendor_id`)

/** Activities (never those their provider deleted) matching `where`, as the admin lists show them. */
export async function selectAdminActivities(options: {
  db: Database
  where: SQL
  orderBy?: SQL
  limit?: number
  offset?: number
}): Promise<AdminActivity[]> {
  const { db, where, orderBy = sql`a.created_at desc, a.id desc`, limit = 1, offset = 0 } = options
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.title, a.type, ${ADMIN_ACTIVITY_STATUS_SQL} as status,
        a.is_active as "isActive", a.is_approved as "isApproved", a.is_featured as "isFeatured",
        a.rejection_reason as "rejectionReason", p.price_cents as "priceCents",
        a.created_at as "createdAt", v.id as "vendorId", v.business_name as "businessName",
        v.status as "vendorStatus"
      from ${FROM_ADMIN_ACTIVITIES}
      left join activity_pricing p on p.activity_id = a.id and p.is_default
      where a.deleted_at is null and ${where}
      order by ${orderBy}
      limit ${limit} offset ${offset}`,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    status: row.status,
    isActive: row.isActive,
    isApproved: row.isApproved,
    isFeatured: row.isFeatured,
    rejectionReason: row.rejectionReason,
    priceCents: Number(row.priceCents ?? 0),
    createdAt: isoString(row.createdAt),
    vendor: { id: row.vendorId, businessName: row.businessName, status: row.vendorStatus },
  }))
}

/** Featured activities the home page can show now: public ones. */
export async function countPublicFeatured(options: { db: Database }): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    options.db,
    sql`select count(*)::int as count from ${PUBLIC_ACTIVITY_JOIN}
      where ${PUBLIC_ACTIVITY_CONDITION} and a.is_featured`,
  )
  return Number(row?.count ?? 0)
}

/**
 * The admin activity list. The moderation queue ('pending') runs oldest first, so nothing waits
 * forever; every other view shows the newest first.
 */
export async function listAdminActivities(options: {
  db: Database
  query: z.output<typeof adminActivityListQuerySchema>
}): Promise<AdminActivityPage> {
  const { db, query } = options
  const conditions: SQL[] = [sql`true`]
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(sql`(a.title ilike ${pattern} or v.business_name ilike ${pattern})`)
  }
  if (query.status) conditions.push(ADMIN_ACTIVITY_FILTER_SQL[query.status])
  const where = sql.join(conditions, sql` and `)
  const [items, [counted], featuredCount] = await Promise.all([
    selectAdminActivities({
      db,
      where,
      orderBy:
        query.status === 'pending'
          ? sql`a.created_at asc, a.id asc`
          : sql`a.created_at desc, a.id desc`,
      limit: query.limit,
      offset: pageOffset(query),
    }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${FROM_ADMIN_ACTIVITIES}
        where a.deleted_at is null and ${where}`,
    ),
    countPublicFeatured({ db }),
  ])
  return { ...pageOf({ items, total: Number(counted?.total ?? 0), query }), featuredCount }
}
