import { DISCOUNT_RULE_KINDS, PRICE_LINE_KINDS, PROMO_CODE_KINDS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { bookings, children } from './bookings.ts'
import { activities } from './catalog.ts'
import { vendors } from './vendors.ts'

/**
 * A provider's discount rule (ADR 43): siblings (off the 2nd child, and off each later one, a
 * percentage or an amount each), several bookings in a season (a percentage from a number of
 * bookings), or an early bird (a lower term price or a percentage off, until a moment on the
 * venue's clock). For all of the provider's activities, or those in `discount_rule_activities`.
 */
export const discountRules = pgTable(
  'discount_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DISCOUNT_RULE_KINDS }).notNull(),
    allActivities: boolean('all_activities').notNull(),
    secondChildPercent: integer('second_child_percent'),
    secondChildCents: integer('second_child_cents'),
    laterChildrenPercent: integer('later_children_percent'),
    laterChildrenCents: integer('later_children_cents'),
    /** Several bookings' percentage, or an early bird's. */
    percent: integer('percent'),
    fromBookings: integer('from_bookings'),
    earlyPriceCents: integer('early_price_cents'),
    /** When an early bird ends, on the clock of the venue of the activity booked. */
    earlyUntil: timestamp('early_until', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a rule that bookings' lines name was removed or changed: it applies to no new booking,
     * and stays as it was for pricing those bookings again when a child leaves them.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'discount_rules_kind_check',
      sql`${t.kind} in ('siblings', 'several_bookings', 'early_bird')`,
    ),
    check(
      'discount_rules_percent_check',
      sql`${t.secondChildPercent} between 1 and 100 and ${t.laterChildrenPercent} between 1 and 100
        and ${t.percent} between 1 and 100`,
    ),
    check(
      'discount_rules_cents_check',
      sql`${t.secondChildCents} between 1 and 10000000 and ${t.laterChildrenCents} between 1 and 10000000
        and ${t.earlyPriceCents} between 0 and 10000000`,
    ),
    check('discount_rules_from_bookings_check', sql`${t.fromBookings} between 2 and 10`),
    // Each kind has exactly its own figures.
    check(
      'discount_rules_shape_check',
      sql`case ${t.kind}
        when 'siblings' then (${t.secondChildPercent} is null) <> (${t.secondChildCents} is null)
          and (${t.laterChildrenPercent} is null) <> (${t.laterChildrenCents} is null)
          and ${t.percent} is null and ${t.fromBookings} is null
          and ${t.earlyPriceCents} is null and ${t.earlyUntil} is null
        when 'several_bookings' then ${t.percent} is not null and ${t.fromBookings} is not null
          and ${t.earlyPriceCents} is null and ${t.earlyUntil} is null
        else ${t.earlyUntil} is not null and (${t.percent} is null) <> (${t.earlyPriceCents} is null)
          and ${t.fromBookings} is null
        end
        and (${t.kind} = 'siblings' or ${t.secondChildPercent} is null and ${t.secondChildCents} is null
          and ${t.laterChildrenPercent} is null and ${t.laterChildrenCents} is null)`,
    ),
    index('discount_rules_vendor_idx').on(t.vendorId, t.createdAt),
  ],
)

/** The activities a rule chosen for some activities applies to. */
export const discountRuleActivities = pgTable(
  'discount_rule_activities',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => discountRules.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ruleId, t.activityId] }),
    index('discount_rule_activities_activity_idx').on(t.activityId),
  ],
)

/**
 * A promo code: a provider's (`vendor_id`), or the platform's when null, created by an admin and
 * paid for by the platform. A discount takes a percentage or an amount off; a scholarship place
 * is 100% off with a number of places (`total_uses`). Unique per provider whatever the case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROMO_CODE_KINDS }).notNull(),
    /** As the provider wrote it; matched on `lower(code)`. */
    code: text('code').notNull(),
    percent: integer('percent'),
    cents: integer('cents'),
    allActivities: boolean('all_activities').notNull(),
    /** The first and last day it can be used, at the venue of the activity booked. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    totalUses: integer('total_uses'),
    usesPerFamily: integer('uses_per_family'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_check', sql`${t.kind} in ('discount', 'scholarship')`),
    check('promo_codes_code_check', sql`${t.code} ~ '^[A-Za-z0-9_-]{3,30}$'`),
    check(
      'promo_codes_off_check',
      sql`(${t.percent} is null) <> (${t.cents} is null)
        and ${t.percent} between 1 and 100 and ${t.cents} between 1 and 10000000`,
    ),
    check(
      'promo_codes_scholarship_check',
      sql`${t.kind} = 'discount' or ${t.percent} = 100 and ${t.totalUses} is not null`,
    ),
    check('promo_codes_window_check', sql`${t.endsOn} >= ${t.startsOn}`),
    check(
      'promo_codes_uses_check',
      sql`${t.totalUses} >= 1 and ${t.usesPerFamily} >= 1 and ${t.usesPerFamily} <= ${t.totalUses}`,
    ),
    uniqueIndex('promo_codes_vendor_code_idx')
      .on(t.vendorId, sql`lower(${t.code})`)
      .where(sql`${t.vendorId} is not null`),
    uniqueIndex('promo_codes_platform_code_idx')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.vendorId} is null`),
  ],
)

/** The activities a code limited to some activities applies to. */
export const promoCodeActivities = pgTable(
  'promo_code_activities',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.activityId] }),
    index('promo_code_activities_activity_idx').on(t.activityId),
  ],
)

/**
 * One use of a code: the booking it lowered and the family. A use counts while its booking takes
 * places; the booking's transaction locks the code's row, counts and inserts (ADR 43), so two
 * families racing for the last use cannot both get it. One code per booking.
 */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A code that was used stays: the bookings it lowered name it.
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_code_uses_booking_idx').on(t.bookingId),
    index('promo_code_uses_code_idx').on(t.codeId, t.customerId),
  ],
)

/**
 * A booking's price, line by line, as its quote worked it out when it was made (ADR 43): the base
 * and extras of each child, then each discount (negative), in the quote's order (`position`).
 * Every screen reads these rows, so the lines shown are the lines paid whatever the provider
 * changes later. When some children are taken off, the lines are priced again: the old ones stay,
 * marked `replaced_at`, beside the new. A child's line keeps the child's first name, which
 * outlives the child's place on the booking.
 */
export const bookingPriceLines = pgTable(
  'booking_price_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: PRICE_LINE_KINDS }).notNull(),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    childId: uuid('child_id').references(() => children.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    /** The provider's rule a discount came from; reports count discounts per rule. */
    ruleId: uuid('rule_id').references(() => discountRules.id, { onDelete: 'set null' }),
    /** The code of a code line. */
    codeId: uuid('code_id').references(() => promoCodes.id, { onDelete: 'restrict' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'booking_price_lines_kind_check',
      sql`${t.kind} in ('base', 'extra', 'early_bird', 'siblings', 'several_bookings', 'code')`,
    ),
    // Prices are never negative, discounts never positive.
    check(
      'booking_price_lines_sign_check',
      sql`case when ${t.kind} in ('base', 'extra') then ${t.amountCents} >= 0
        else ${t.amountCents} <= 0 end`,
    ),
    check('booking_price_lines_code_check', sql`(${t.kind} = 'code') = (${t.codeId} is not null)`),
    index('booking_price_lines_booking_idx').on(t.bookingId, t.position),
    index('booking_price_lines_rule_idx').on(t.ruleId),
    index('booking_price_lines_code_idx').on(t.codeId),
  ],
)
