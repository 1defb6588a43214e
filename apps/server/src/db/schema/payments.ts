import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookings } from './bookings.ts'
import { activitySchedules } from './sessions.ts'
import { vendors } from './vendors.ts'

export const LEDGER_KINDS = [
  'payment',
  'platform_fee',
  'refund',
  'fee_refund',
  'platform_code',
  'platform_code_refund',
  'discount_reversed',
  'platform_credit',
  'platform_credit_refund',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Every movement of money, one row each, never updated but for the processor's reference: a
 * family's payment, the platform's fee on it, a refund and the share of the fee it gives back;
 * what a platform code took off, which the platform pays the provider (`platform_code`), and its
 * return when the booking is refunded or priced again (`platform_code_refund`); and, moving no
 * money, the discount a partial cancellation took back (`discount_reversed`); and what the
 * platform pays the provider for a platform credit a family spent (`platform_credit`) and its
 * return when that booking ends (`platform_credit_refund`). Amounts are
 * positive cents; the kind says which way they go. Totals come from these rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The processor's id for this movement (payment or refund); a refund's is set once it is sent. */
    reference: text('reference'),
    /** Why a refund was made, in words the family and the provider can read. */
    reason: text('reason'),
    /** The admin who made a manual refund. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_entries_amount_check', sql`${t.amountCents} > 0`),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('payment', 'platform_fee', 'refund', 'fee_refund', 'platform_code',
        'platform_code_refund', 'discount_reversed', 'platform_credit', 'platform_credit_refund')`,
    ),
    // A payment or refund the processor reports twice is recorded once.
    uniqueIndex('ledger_entries_reference_idx')
      .on(t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
    index('ledger_entries_booking_idx').on(t.bookingId),
    index('ledger_entries_vendor_idx').on(t.vendorId, t.createdAt),
    index('ledger_entries_created_idx').on(t.createdAt),
    // The few rows a transfer follows, for the job that sends them.
    index('ledger_entries_platform_code_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} in ('platform_code', 'platform_code_refund')`),
  ],
)

/**
 * What the processor did for a platform code's ledger row: the transfer that paid the provider
 * what the code took off (`platform_code`), or the reversal that took part of it back
 * (`platform_code_refund`). One per row, written once the processor has answered.
 */
export const platformTransfers = pgTable('platform_transfers', {
  ledgerEntryId: uuid('ledger_entry_id')
    .primaryKey()
    .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
  reference: text('reference').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Each event the payment provider told us about, stored before it is handled: its id makes a
 * replayed webhook a no-op, and a job handles it so a crash in between only delays it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('payment_events_received_idx').on(t.receivedAt)],
)

export const CREDIT_KINDS = ['granted', 'spent'] as const

/**
 * A family's account credit, one row per movement: a credit `granted` (with one provider, or the
 * platform's when `vendor_id` is null) until `expires_at`, and a part of it `spent` on a booking.
 * A balance is a sum of these rows: a grant less what bookings still taking places spent of it,
 * while it has not expired; a booking that ends gives its spending back by no longer counting.
 * A credit is never paid out.
 */
export const accountCredits = pgTable(
  'account_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The provider the credit is with; null for a platform credit, spendable anywhere. */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The grant a spending draws on. */
    creditId: uuid('credit_id').references((): AnyPgColumn => accountCredits.id, {
      onDelete: 'restrict',
    }),
    /** The booking that was credited instead of refunded (a grant), or that was paid (spent). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    reason: text('reason'),
    /** The admin who gave a platform credit. */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_credits_amount_check', sql`${t.amountCents} > 0`),
    check(
      'account_credits_kind_check',
      sql`(${t.kind} = 'granted' and ${t.creditId} is null and ${t.expiresAt} is not null)
        or (${t.kind} = 'spent' and ${t.creditId} is not null and ${t.bookingId} is not null)`,
    ),
    // A booking draws on each grant once.
    uniqueIndex('account_credits_spent_idx')
      .on(t.bookingId, t.creditId)
      .where(sql`${t.kind} = 'spent'`),
    index('account_credits_customer_idx').on(t.customerId, t.createdAt),
    index('account_credits_credit_idx').on(t.creditId),
  ],
)

export const REFUND_CHOICES = ['refund', 'credit'] as const

/**
 * What a family is owed for a booking the provider cancelled when it offered credit: a refund to
 * the card or a credit with the provider, the family's to choose until `choose_by`. Nothing is
 * refunded before the choice; past `choose_by` an unmade choice is a refund.
 */
export const refundChoices = pgTable(
  'refund_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /**
     * The cancelled session of a term enrolment whose share this is; null when the choice is
     * for the whole booking (its session, or its term, cancelled).
     */
    sessionId: uuid('session_id').references(() => activitySchedules.id, {
      onDelete: 'restrict',
    }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    chooseBy: timestamp('choose_by', { withTimezone: true }).notNull(),
    chosen: text('chosen', { enum: REFUND_CHOICES }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refund_choices_amount_check', sql`${t.amountCents} > 0`),
    check('refund_choices_chosen_check', sql`${t.chosen} in ('refund', 'credit')`),
    // Once per booking and cancelled session: a term enrolment may be owed for several.
    unique('refund_choices_booking_key').on(t.bookingId, t.sessionId).nullsNotDistinct(),
    index('refund_choices_open_idx').on(t.chooseBy).where(sql`${t.chosen} is null`),
  ],
)
