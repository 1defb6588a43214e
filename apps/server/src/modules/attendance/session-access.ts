import { type SQL, sql } from 'drizzle-orm'
import { type ProviderViewer, viewerSeesActivity } from '../provider-staff/index.ts'

/**
 * Who is taking attendance: the account acting, the provider it acts for, the name its rows
 * carry (the staff member's, or the business's for the owner) and its role there.
 */
export type AttendanceCaller = {
  userId: string
  vendorId: string
  name: string
  viewer: ProviderViewer
}

/**
 * The one place that says which activities the caller may see (SQL over the alias `a` of
 * `activities`): every one of the provider for its owner and managers, those of the activities
 * and locations assigned for an instructor.
 */
export function activitiesCallerMaySee(caller: AttendanceCaller): SQL {
  const assigned = viewerSeesActivity(caller.viewer, {
    id: sql`a.id`,
    locationId: sql`a.location_id`,
  })
  return sql`a.vendor_id = ${caller.vendorId} and a.deleted_at is null and ${assigned}`
}

/** The sessions the caller may see and act on: those of its activities (`s` over `a`). */
export function sessionsCallerMaySee(caller: AttendanceCaller): SQL {
  return sql`${activitiesCallerMaySee(caller)} and s.activity_id = a.id`
}

/** The session's venue zone, for its local day and times. */
export const venueZone = sql`coalesce((select l.time_zone from vendor_locations l
  where l.id = a.location_id), 'UTC')`
