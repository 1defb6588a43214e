import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookings } from './bookings.ts'
import { vendors } from './vendors.ts'

export const LEDGER_KINDS = [
  'payment',
  'platform_fee',
  'refund',
  'fee_refund',
  'platform_code',
  'platform_code_refund',
  'discount_reversed',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/**
 * Every movement of money, one row each, never updated but for the processor's reference: a
 * family's payment, the platform's fee on it, a refund and the share of the fee it gives back;
 * what a platform code took off, which the platform pays the provider (`platform_code`), and its
 * return when the booking is refunded or priced again (`platform_code_refund`); and, moving no
 * money, the discount a partial cancellation took back (`discount_reversed`). Amounts are
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
        'platform_code_refund', 'discount_reversed')`,
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
