import { type SQL, sql } from 'drizzle-orm'

/** Who is taking attendance: the account acting, the provider it acts for, and its name. */
export type AttendanceCaller = { userId: string; vendorId: string; name: string }

/**
 * The one place that says which sessions the caller may see and act on (SQL, over the aliases
 * `s` of `activity_schedules` and `a` of `activities`). Today the owner sees every session of
 * its provider; staff accounts will narrow this to the sessions they are assigned.
 */
export function sessionsCallerMaySee(caller: AttendanceCaller): SQL {
  return sql`a.vendor_id = ${caller.vendorId} and a.deleted_at is null and s.activity_id = a.id`
}

/** The session's venue zone, for its local day and times. */
export const venueZone = sql`coalesce((select l.time_zone from vendor_locations l
  where l.id = a.location_id), 'UTC')`
