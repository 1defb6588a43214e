import type { PublicVendor } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { loadActivitySummaries } from './activity-summaries.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_VENDOR_CONDITION } from './public-visibility.ts'

export const VENDOR_NOT_FOUND =
  "We couldn't find this vendor. They may have been removed or the URL is incorrect."

/** The provider page shows at most this many of its activities, newest first. */
const VENDOR_PAGE_ACTIVITIES = 60

type VendorRow = {
  id: string
  businessName: string
  description: string | null
  logoUrl: string | null
  bannerUrl: string | null
  locationName: string | null
  address: string | null
  city: string | null
  state: string | null
  zipcode: string | null
}

/**
 * An approved provider's public page. Website, email and phone are internal and never leave
 * the server here; categories are derived from its public activities.
 */
export async function getPublicVendor(options: {
  db: Database
  id: string
  now?: Date
}): Promise<PublicVendor> {
  const { db, id, now = new Date() } = options
  const [vendor] = await queryRows<VendorRow>(
    db,
    sql`select v.id, v.business_name as "businessName", v.description, v.logo_url as "logoUrl",
        v.banner_url as "bannerUrl", l.name as "locationName", l.address, l.city, l.state, l.zipcode
      from vendors v
      left join vendor_locations l on l.vendor_id = v.id and l.is_primary
      where v.id = ${id} and ${PUBLIC_VENDOR_CONDITION}`,
  )
  if (!vendor) throw notFound(VENDOR_NOT_FOUND)

  const activityRows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from activities a
      where a.vendor_id = ${id} and ${PUBLIC_ACTIVITY_CONDITION}
      order by a.created_at desc, a.id desc
      limit ${VENDOR_PAGE_ACTIVITIES}`,
  )
  const activities = await loadActivitySummaries({
    db,
    ids: activityRows.map((row) => row.id),
    now,
  })
  const categories = new Map(
    activities.flatMap((activity) => activity.categories).map((c) => [c.slug, c]),
  )
  return {
    id: vendor.id,
    businessName: vendor.businessName,
    description: vendor.description,
    logoUrl: vendor.logoUrl,
    bannerUrl: vendor.bannerUrl,
    categories: [...categories.values()].sort((a, b) => a.name.localeCompare(b.name)),
    primaryLocation:
      vendor.locationName && vendor.address && vendor.city && vendor.state && vendor.zipcode
        ? {
            name: vendor.locationName,
            address: vendor.address,
            city: vendor.city,
            state: vendor.state,
            zipcode: vendor.zipcode,
          }
        : null,
    activities,
  }
}
