import { sql } from 'drizzle-orm'

/**
 * The one rule of what the public may see: an active, approved activity of an approved provider.
 * Every public query uses these fragments with the aliases `a` (activities) and `v` (vendors).
 */
export const PUBLIC_ACTIVITY_JOIN = sql.raw(
  `activities a join vendors v on v.id = a.vendor_id and v.status = 'approved'`,
)
export const PUBLIC_ACTIVITY_CONDITION = sql.raw('a.is_active and a.is_approved')
