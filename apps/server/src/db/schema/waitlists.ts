import { WAITLIST_STATUSES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookings, children } from './bookings.ts'
import { activities } from './catalog.ts'
import { activitySchedules, terms } from './sessions.ts'

// A family's place in a session's line. The line's order is `seq` (join order); an offer is a
// pending booking made for the family (`booking_id`), so it takes places like any hold and frees
// them at its `hold_expires_at`.
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id, { onDelete: 'cascade' }),
    /** Set for a term's line: the family waits to enrol; `schedule_id` is the term's first session. */
    termId: uuid('term_id').references(() => terms.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    /** The offer's pending booking (the latest one, when the entry has had an offer). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('waitlist_entries_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'booked', 'declined', 'expired', 'left', 'closed')`,
    ),
    check(
      'waitlist_entries_offer_check',
      sql`${t.status} <> 'offered' or ${t.bookingId} is not null`,
    ),
    // The line of a session, in order, without reading the entries that have left it.
    index('waitlist_entries_line_idx')
      .on(t.scheduleId, t.seq)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_term_line_idx')
      .on(t.termId, t.seq)
      .where(sql`${t.termId} is not null and ${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_customer_idx').on(t.customerId, t.createdAt),
    index('waitlist_entries_booking_idx').on(t.bookingId),
  ],
)

export const waitlistChildren = pgTable(
  'waitlist_children',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.childId] }),
    index('waitlist_children_child_idx').on(t.childId),
  ],
)
