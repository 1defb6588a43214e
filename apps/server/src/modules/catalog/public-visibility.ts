import { sql } from 'drizzle-orm'

/**
 * The one rule of what the public may see: an active, approved activity of an approved provider.
 * Every public query uses these fragments with the aliases `a` (activities) and `v` (vendors).
 */
const APPROVED_VENDOR = `v.status = 'approved'`
const LISTED_ACTIVITY = 'a.is_active and a.is_approved'

export const PUBLIC_VENDOR_CONDITION = sql.raw(APPROVED_VENDOR)
export const PUBLIC_ACTIVITY_JOIN = sql.raw(
  `activities a join vendors v on v.id = a.vendor_id and ${APPROVED_VENDOR}`,
)
export const PUBLIC_ACTIVITY_CONDITION = sql.raw(LISTED_ACTIVITY)
/** What the public is told of an activity it may not see, or that is gone. */
export const ACTIVITY_NOT_FOUND =
  "The activity you're looking for doesn't exist or has been removed."

/** The whole rule as one boolean, for a query that joins `a` and `v` itself. */
export const IS_PUBLIC_ACTIVITY = sql.raw(
  `(${LISTED_ACTIVITY} and a.deleted_at is null and ${APPROVED_VENDOR})`,
)
