import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/** Who reads in the provider area, as far as scoping goes: the role and, for staff, the membership. */
export type ProviderViewer = { role: 'owner' | 'manager' | 'instructor'; staffId: string | null }

/**
 * SQL condition: the activity (its id and location given as SQL) is one the viewer may see.
 * Owners and managers see every activity of their provider (the caller scopes by provider);
 * an instructor those assigned to them, directly or through the location they are held at.
 */
export function viewerSeesActivity(
  viewer: ProviderViewer,
  activity: { id: SQL; locationId: SQL },
): SQL {
  if (viewer.role !== 'instructor') return sql`true`
  return sql`exists (select 1 from staff_assignments sa
    where sa.staff_id = ${viewer.staffId}
      and (sa.activity_id = ${activity.id} or sa.location_id = ${activity.locationId}))`
}

/**
 * The ids of the provider's activities an active instructor is assigned to, directly or through
 * a location; empty for anyone who is not an active instructor of this provider.
 */
export async function assignedActivityIds(options: {
  db: Database
  vendorId: string
  userId: string
}): Promise<string[]> {
  const { db, vendorId, userId } = options
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from activities a
      join provider_staff ps on ps.vendor_id = a.vendor_id and ps.user_id = ${userId}
        and ps.status = 'active' and ps.role = 'instructor'
      where a.vendor_id = ${vendorId} and a.deleted_at is null
        and exists (select 1 from staff_assignments sa where sa.staff_id = ps.id
          and (sa.activity_id = a.id or sa.location_id = a.location_id))
      order by a.title, a.id`,
  )
  return rows.map((row) => row.id)
}
