import type {
  AdminVendorDetail,
  AdminVendorSummary,
  adminVendorListQuerySchema,
  VendorStatus,
} from '@afc/contracts'
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { vendorLocations } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http-problem.ts'
import { likePattern } from '../../lib/like-pattern.ts'
import { isoString, pageOf, pageOffset } from '../../lib/pagination.ts'

export const ADMIN_VENDOR_NOT_FOUND = 'Vendor not found'

type SummaryRow = Omit<AdminVendorSummary, 'registeredAt'> & { registeredAt: Date | string }

export async function listAdminVendors(options: {
  db: Database
  query: z.output<typeof adminVendorListQuerySchema>
}) {
  const { db, query } = options
  const conditions: SQL[] = [sql`true`]
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(sql`(v.business_name ilike ${pattern} or u.email ilike ${pattern})`)
  }
  if (query.status) conditions.push(sql`v.status = ${query.status}`)
  const where = sql.join(conditions, sql` and `)
  const [rows, [counted]] = await Promise.all([
    queryRows<SummaryRow>(
      db,
      sql`select v.id, v.business_name as "businessName", u.email as "ownerEmail", v.status,
          v.created_at as "registeredAt",
          (select count(*)::int from activities a
            where a.vendor_id = v.id and a.deleted_at is null) as "activityCount"
        from vendors v join "user" u on u.id = v.user_id
        where ${where}
        order by v.created_at desc, v.id desc
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from vendors v join "user" u on u.id = v.user_id where ${where}`,
    ),
  ])
  const items = rows.map((row) => ({
    ...row,
    registeredAt: isoString(row.registeredAt),
    activityCount: Number(row.activityCount),
  }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}

type DetailRow = {
  id: string
  businessName: string
  description: string | null
  logoUrl: string | null
  bannerUrl: string | null
  status: VendorStatus
  statusReason: string | null
  registeredAt: Date | string
  ownerId: string
  ownerEmail: string
  ownerName: string
  ownerDisabledAt: Date | string | null
  website: string | null
  email: string | null
  phone: string | null
  notificationEmail: string | null
  activityCount: number
  bookingCount: number
  revenueCents: number
}

/** Everything an admin weighs before a decision, internal contact details included. */
export async function getAdminVendor(options: {
  db: Database
  vendorId: string
}): Promise<AdminVendorDetail> {
  const { db, vendorId } = options
  const [[row], locations] = await Promise.all([
    queryRows<DetailRow>(
      db,
      sql`select v.id, v.business_name as "businessName", v.description, v.logo_url as "logoUrl",
          v.banner_url as "bannerUrl", v.status, v.status_reason as "statusReason",
          v.created_at as "registeredAt", u.id as "ownerId", u.email as "ownerEmail",
          coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''), u.name) as "ownerName",
          u.disabled_at as "ownerDisabledAt", v.website, v.email, v.phone,
          v.notification_email as "notificationEmail",
          (select count(*)::int from activities a
            where a.vendor_id = v.id and a.deleted_at is null) as "activityCount",
          booked.count as "bookingCount", booked.revenue as "revenueCents"
        from vendors v
        join "user" u on u.id = v.user_id
        left join user_profiles up on up.id = u.id
        cross join lateral (
          select count(*)::int as count, coalesce(sum(b.total_amount_cents), 0)::float8 as revenue
          from bookings b join activities a on a.id = b.activity_id
          where a.vendor_id = v.id and b.status = 'confirmed'
        ) booked
        where v.id = ${vendorId}`,
    ),
    db
      .select({
        id: vendorLocations.id,
        name: vendorLocations.name,
        address: vendorLocations.address,
        city: vendorLocations.city,
        state: vendorLocations.state,
        zipcode: vendorLocations.zipcode,
        timeZone: vendorLocations.timeZone,
        isPrimary: vendorLocations.isPrimary,
      })
      .from(vendorLocations)
      .where(eq(vendorLocations.vendorId, vendorId))
      .orderBy(desc(vendorLocations.isPrimary), asc(vendorLocations.createdAt)),
  ])
  if (!row) throw notFound(ADMIN_VENDOR_NOT_FOUND)
  return {
    id: row.id,
    businessName: row.businessName,
    description: row.description,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    status: row.status,
    statusReason: row.statusReason,
    registeredAt: isoString(row.registeredAt),
    owner: {
      id: row.ownerId,
      email: row.ownerEmail,
      name: row.ownerName,
      disabled: row.ownerDisabledAt !== null,
    },
    contact: {
      website: row.website,
      email: row.email,
      phone: row.phone,
      notificationEmail: row.notificationEmail,
    },
    locations,
    activityCount: Number(row.activityCount),
    bookingCount: Number(row.bookingCount),
    revenueCents: Number(row.revenueCents),
  }
}
