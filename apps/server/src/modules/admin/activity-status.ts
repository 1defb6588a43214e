import type { AdminActivityListQuery } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'

/**
 * An activity's admin status from its flags (alias `a`): switched off wins, then approval, then a
 * recorded rejection; what is left awaits review.
 */
export const ADMIN_ACTIVITY_STATUS_SQL = sql.raw(`case
  when not a.is_active then 'inactive'
  when a.is_approved then 'approved'
  when a.rejection_reason is not null then 'rejected'
  else 'pending' end`)

type Filter = NonNullable<AdminActivityListQuery['status']>

export const ADMIN_ACTIVITY_FILTER_SQL: Record<Filter, SQL> = {
  pending: sql.raw('a.is_active and not a.is_approved and a.rejection_reason is null'),
  approved: sql.raw('a.is_active and a.is_approved'),
  rejected: sql.raw('a.is_active and not a.is_approved and a.rejection_reason is not null'),
  inactive: sql.raw('not a.is_active'),
  featured: sql.raw('a.is_featured'),
}
