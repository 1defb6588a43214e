import { PLAN_KINDS, PLAN_PAYMENT_STATUSES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'
import { activities } from './catalog.ts'
import { terms } from './sessions.ts'

/** What a plan setting holds, for a term's price or an activity's single-session price. */
const planSettingColumns = () => ({
  kind: text('kind', { enum: PLAN_KINDS }).notNull(),
  depositCents: integer('deposit_cents'),
  depositPercent: smallint('deposit_percent'),
  balanceDaysBefore: smallint('balance_days_before'),
  instalments: smallint('instalments'),
  keepsFirstPayment: boolean('keeps_first_payment').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

type PlanSettingTable = Record<
  'kind' | 'depositCents' | 'depositPercent' | 'balanceDaysBefore' | 'instalments',
  ExtraConfigColumn
>

/** A deposit (an amount or a percentage) with its balance day, or 2 to 6 instalments. */
const planSettingChecks = (table: string, t: PlanSettingTable) => [
  check(
    `${table}_kind_check`,
    sql`(${t.kind} = 'deposit' and (${t.depositCents} is null) <> (${t.depositPercent} is null)
          and ${t.balanceDaysBefore} between 1 and 180 and ${t.instalments} is null)
        or (${t.kind} = 'instalments' and ${t.instalments} between 2 and 6
          and ${t.depositCents} is null and ${t.depositPercent} is null
          and ${t.balanceDaysBefore} is null)`,
  ),
  check(
    `${table}_deposit_check`,
    sql`${t.depositCents} >= 1 and ${t.depositPercent} between 1 and 99`,
  ),
]

/**
 * The plan a provider offers for a term or camp week: a deposit (an amount or a percentage, the
 * balance due some days before the start) or 2 to 6 monthly instalments. `keeps_first_payment`
 * is its policy when a family's later payment never comes: the first payment is kept, the
 * rest refunded (or everything refunded when false).
 */
export const termPaymentPlans = pgTable(
  'term_payment_plans',
  {
    termId: uuid('term_id')
      .primaryKey()
      .references(() => terms.id, { onDelete: 'cascade' }),
    ...planSettingColumns(),
  },
  (t) => planSettingChecks('term_payment_plans', t),
)

/**
 * The plan a provider offers on an activity's single-session prices: a session booked on its
 * own, and a drop-in to a session of one of its terms. The same settings as a term's.
 */
export const activityPaymentPlans = pgTable(
  'activity_payment_plans',
  {
    activityId: uuid('activity_id')
      .primaryKey()
      .references(() => activities.id, { onDelete: 'cascade' }),
    ...planSettingColumns(),
  },
  (t) => planSettingChecks('activity_payment_plans', t),
)

/**
 * A booking paid over time: which plan the family chose, what the policy keeps when a later
 * payment never comes, and the saved card later payments are charged to (the processor's
 * customer and payment method; in test mode the test card).
 */
export const bookingPlans = pgTable(
  'booking_plans',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PLAN_KINDS }).notNull(),
    keepsCents: integer('keeps_cents').notNull(),
    customerRef: text('customer_ref'),
    cardRef: text('card_ref'),
    /**
     * The page the family opened to put another card on the plan without paying: its checkout
     * at the processor (a Stripe Checkout Session in setup mode, or the offline test page).
     */
    cardCheckoutId: text('card_checkout_id'),
    cardCheckoutExpiresAt: timestamp('card_checkout_expires_at', { withTimezone: true }),
    /**
     * When the card on the plan last changed from such a page; its closing time is cleared then,
     * so the page reads as done.
     */
    cardChangedAt: timestamp('card_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_plans_keeps_check', sql`${t.keepsCents} >= 0`),
    uniqueIndex('booking_plans_card_checkout_idx').on(t.cardCheckoutId),
  ],
)

/**
 * One scheduled payment of a plan. The charging job claims a due row under its lock and charges
 * it with `charge_key`, fixed per attempt, so two workers or a retry after a crash charge it
 * once. A failed one is tried again at `next_attempt_at` until the grace period ends.
 */
export const planPayments = pgTable(
  'plan_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookingPlans.bookingId, { onDelete: 'restrict' }),
    seq: smallint('seq').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: PLAN_PAYMENT_STATUSES }).notNull().default('scheduled'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }),
    chargeKey: text('charge_key'),
    paymentReference: text('payment_reference'),
    /** A checkout the family opened to pay this one with a card of their choice. */
    checkoutId: text('checkout_id'),
    checkoutUrl: text('checkout_url'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    /** What that checkout takes: this payment and any unpaid before it (or the whole balance). */
    checkoutAmountCents: integer('checkout_amount_cents'),
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('plan_payments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'plan_payments_status_check',
      sql`${t.status} in ('scheduled', 'paid', 'failed', 'requires_action', 'cancelled')
        and (${t.status} = 'paid') = (${t.paidAt} is not null)`,
    ),
    unique('plan_payments_seq_key').on(t.bookingId, t.seq),
    uniqueIndex('plan_payments_charge_key_idx').on(t.chargeKey),
    uniqueIndex('plan_payments_checkout_idx').on(t.checkoutId),
    index('plan_payments_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} in ('scheduled', 'failed', 'requires_action')`),
  ],
)
