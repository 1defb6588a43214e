import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  EXTRA_PRICE_UNITS,
  PAYMENT_STATUSES,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { activities } from './catalog.ts'
import { activitySchedules, termExtras, terms } from './sessions.ts'

export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: text('parent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('children_first_name_check', sql`char_length(${t.firstName}) >= 1`),
    index('children_parent_idx').on(t.parentId),
  ],
)

// Bookings keep their activity and session (restrict): they are the provider's accounting record.
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => activitySchedules.id, { onDelete: 'restrict' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * `single` (one session), `term` (an enrolment: every session of `term_id` from `covers_from`
     * up to `covers_until`, `schedule_id` being the first it covers), `drop_in` or `trial` (one
     * session of `term_id` at the term's price for it).
     */
    kind: text('kind', { enum: BOOKING_KINDS }).notNull().default('single'),
    termId: uuid('term_id').references(() => terms.id, { onDelete: 'restrict' }),
    coversFrom: timestamp('covers_from', { withTimezone: true }),
    /** Sessions starting at or after this moment are no longer covered: a withdrawal. */
    coversUntil: timestamp('covers_until', { withTimezone: true }),
    /**
     * A term enrolment's price for each child when it was made, over the term's sessions then:
     * a session's share of what the family paid, which refunds and later price edits leave alone.
     */
    termPriceCents: integer('term_price_cents'),
    termSessionCount: integer('term_session_count'),
    quantity: integer('quantity').notNull().default(1),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
    /** A pending booking's places are free again from this moment, whether or not a job ran. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('none'),
    /** The platform's share, fixed when the family is sent to pay. */
    platformFeeCents: integer('platform_fee_cents').notNull().default(0),
    /** Kept equal to the ledger's payments and refunds for this booking by the same transaction. */
    paidAmountCents: integer('paid_amount_cents').notNull().default(0),
    /** The payment provider's checkout for this booking, reused while it is open. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    /** The provider's id for the payment, which refunds name. */
    paymentReference: text('payment_reference'),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request that created it: a retry with the same key must send the same body. */
    requestHash: text('request_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAmountCents: integer('refunded_amount_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'bookings_kind_check',
      sql`${t.kind} in ('single', 'term', 'drop_in', 'trial')
        and (${t.termId} is null) = (${t.kind} = 'single')
        and (${t.coversFrom} is not null) = (${t.kind} = 'term')
        and (${t.coversUntil} is null or ${t.kind} = 'term')`,
    ),
    check(
      'bookings_term_price_check',
      sql`(${t.termPriceCents} is not null) = (${t.kind} = 'term')
        and (${t.termSessionCount} is not null) = (${t.kind} = 'term')
        and ${t.termPriceCents} >= 0 and ${t.termSessionCount} >= 1`,
    ),
    check('bookings_amount_check', sql`${t.totalAmountCents} >= 0`),
    check('bookings_paid_check', sql`${t.paidAmountCents} >= 0`),
    check(
      'bookings_refund_check',
      sql`${t.refundedAmountCents} between 0 and ${t.paidAmountCents}`,
    ),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'expired')`,
    ),
    check('bookings_hold_check', sql`${t.status} <> 'pending' or ${t.holdExpiresAt} is not null`),
    check(
      'bookings_payment_status_check',
      sql`${t.paymentStatus} in ('none', 'pending', 'paid', 'partially_refunded', 'refunded')`,
    ),
    check('bookings_fee_check', sql`${t.platformFeeCents} between 0 and ${t.totalAmountCents}`),
    index('bookings_activity_idx').on(t.activityId, t.status),
    // Dashboard totals (places and revenue per activity) answered from the index alone.
    index('bookings_activity_active_idx')
      .on(t.activityId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('bookings_schedule_idx').on(t.scheduleId, t.status),
    // A term session's places count the term's enrolments by this index.
    index('bookings_term_idx').on(t.termId, t.kind).where(sql`${t.termId} is not null`),
    index('bookings_customer_idx').on(t.customerId, t.createdAt),
    // The tidy-up job finds lapsed holds without reading the other bookings.
    index('bookings_hold_expiry_idx').on(t.holdExpiresAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex('bookings_checkout_idx').on(t.checkoutId).where(sql`${t.checkoutId} is not null`),
    uniqueIndex('bookings_idempotency_idx')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
)

export const bookingParticipants = pgTable(
  'booking_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
  },
  (t) => [
    index('booking_participants_booking_idx').on(t.bookingId),
    index('booking_participants_child_idx').on(t.childId),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** The provider's one reply; `replied_at` is set with it and never without it. */
    vendorReply: text('vendor_reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_reply_check',
      sql`(${t.vendorReply} is null) = (${t.repliedAt} is null) and (${t.vendorReply} is null or char_length(${t.vendorReply}) between 1 and 1000)`,
    ),
    index('reviews_activity_idx').on(t.activityId),
  ],
)

/**
 * An extra a child of a term booking takes (before care, after care, lunch, a kit), at the price
 * it had when booked: for each session the booking covers, or once (`price_per`).
 */
export const bookingExtras = pgTable(
  'booking_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => bookingParticipants.id, { onDelete: 'cascade' }),
    // An extra some booking has taken stays: the booking's record names it.
    extraId: uuid('extra_id')
      .notNull()
      .references(() => termExtras.id, { onDelete: 'restrict' }),
    unitPriceCents: integer('unit_price_cents').notNull(),
    pricePer: text('price_per', { enum: EXTRA_PRICE_UNITS }).notNull(),
    /** What was charged for it: the unit price times the sessions covered, or once. */
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    check('booking_extras_price_check', sql`${t.unitPriceCents} >= 0 and ${t.amountCents} >= 0`),
    check('booking_extras_price_per_check', sql`${t.pricePer} in ('session', 'booking')`),
    uniqueIndex('booking_extras_participant_extra_idx').on(t.participantId, t.extraId),
    index('booking_extras_booking_idx').on(t.bookingId),
    // An extra's places taken are counted from its rows.
    index('booking_extras_extra_idx').on(t.extraId),
  ],
)
