import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { activities } from './catalog.ts'
import { vendorLocations, vendors } from './vendors.ts'

/**
 * People who work for a provider besides its owner. A removed member keeps its row (the record
 * views name them) but no longer passes the provider guard; one active membership per person.
 */
export const providerStaff = pgTable(
  'provider_staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['manager', 'instructor'] }).notNull(),
    status: text('status', { enum: ['active', 'removed'] })
      .notNull()
      .default('active'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    check('provider_staff_role_check', sql`${t.role} in ('manager', 'instructor')`),
    check(
      'provider_staff_status_check',
      sql`${t.status} in ('active', 'removed') and (${t.status} = 'removed') = (${t.removedAt} is not null)`,
    ),
    uniqueIndex('provider_staff_one_active_idx').on(t.userId).where(sql`${t.status} = 'active'`),
    index('provider_staff_vendor_idx').on(t.vendorId),
  ],
)

/**
 * An invitation by email. Only the SHA-256 of its token is kept; it is open while not accepted,
 * not revoked and before `expires_at`, which the queries compare (nothing expires it).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['manager', 'instructor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_invitations_role_check', sql`${t.role} in ('manager', 'instructor')`),
    check(
      'staff_invitations_single_end_check',
      sql`${t.acceptedAt} is null or ${t.revokedAt} is null`,
    ),
    index('staff_invitations_vendor_idx').on(t.vendorId, t.createdAt),
  ],
)

/**
 * What an instructor (or an instructor-to-be, through their invitation) may see: whole
 * activities, or every activity held at a location. Exactly one of the two per row.
 */
export const staffAssignments = pgTable(
  'staff_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').references(() => providerStaff.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => staffInvitations.id, {
      onDelete: 'cascade',
    }),
    activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id').references(() => vendorLocations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check(
      'staff_assignments_holder_check',
      sql`(${t.staffId} is null) <> (${t.invitationId} is null)`,
    ),
    check(
      'staff_assignments_target_check',
      sql`(${t.activityId} is null) <> (${t.locationId} is null)`,
    ),
    index('staff_assignments_staff_idx').on(t.staffId),
    index('staff_assignments_invitation_idx').on(t.invitationId),
  ],
)
