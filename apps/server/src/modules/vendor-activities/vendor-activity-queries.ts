import type { ActivityType, CategorySlug, VendorActivity } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'

export const VENDOR_ACTIVITY_NOT_FOUND = 'Activity Not Found'

type Row = {
  id: string
  title: string
  type: ActivityType
  description: string
  shortDescription: string | null
  whatToBring: string | null
  thumbnailUrl: string | null
  minAge: number | null
  maxAge: number | null
  capacity: number | null
  durationMinutes: number | null
  priceCents: number | null
  isActive: boolean
  isApproved: boolean
  isFeatured: boolean
  createdAt: Date | string
  locationId: string | null
  locationName: string | null
  timeZone: string | null
  enrollments: number
  upcomingSessionCount: number
  categories: { slug: CategorySlug; name: string }[] | string
}

/**
 * The caller's activities (never deleted ones), with enrollments and upcoming sessions counted
 * in the same statement. `where` narrows further, e.g. to one id.
 */
export async function selectVendorActivities(options: {
  db: Database
  vendorId: string
  where?: SQL
  now?: Date
  page?: { limit: number; offset: number }
}): Promise<VendorActivity[]> {
  const { db, vendorId, where = sql`true`, now = new Date(), page } = options
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.title, a.type, a.description, a.short_description as "shortDescription",
        a.what_to_bring as "whatToBring", a.thumbnail_url as "thumbnailUrl", a.min_age as "minAge", a.max_age as "maxAge",
        a.capacity, a.duration_minutes as "durationMinutes", p.price_cents as "priceCents",
        a.is_active as "isActive", a.is_approved as "isApproved", a.is_featured as "isFeatured",
        a.created_at as "createdAt", l.id as "locationId", l.name as "locationName",
        l.time_zone as "timeZone",
        (select coalesce(sum(b.quantity), 0)::int from bookings b
          where b.activity_id = a.id and b.status = 'confirmed') as enrollments,
        (select count(*)::int from activity_schedules s
          where s.activity_id = a.id and not s.is_cancelled and s.starts_at >= ${now}) as "upcomingSessionCount",
        (select coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name) order by lower(c.name)), '[]'::json)
          from activity_categories ac join categories c on c.id = ac.category_id
          where ac.activity_id = a.id) as categories
      from activities a
      left join activity_pricing p on p.activity_id = a.id and p.is_default
      left join vendor_locations l on l.id = a.location_id
      where a.vendor_id = ${vendorId} and a.deleted_at is null and ${where}
      order by a.created_at desc, a.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    description: row.description,
    shortDescription: row.shortDescription,
    whatToBring: row.whatToBring,
    thumbnailUrl: row.thumbnailUrl,
    minAge: row.minAge,
    maxAge: row.maxAge,
    capacity: row.capacity,
    durationMinutes: row.durationMinutes,
    priceCents: row.priceCents ?? 0,
    isActive: row.isActive,
    isApproved: row.isApproved,
    isFeatured: row.isFeatured,
    categories: fromJson(row.categories),
    location:
      row.locationId && row.locationName && row.timeZone
        ? { id: row.locationId, name: row.locationName, timeZone: row.timeZone }
        : null,
    enrollments: Number(row.enrollments),
    upcomingSessionCount: Number(row.upcomingSessionCount),
    createdAt: new Date(row.createdAt).toISOString(),
  }))
}
