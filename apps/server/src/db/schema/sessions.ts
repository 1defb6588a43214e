import {
  EXTRA_PRICE_UNITS,
  LATE_JOINING_RULES,
  RUN_DECISIONS,
  WITHDRAWAL_RULES,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
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
import { activities } from './catalog.ts'

/**
 * A course's sessions sold together: a term ("Spring 2027") or, when `is_camp`, a camp of
 * consecutive days. Its sessions point at it (`activity_schedules.term_id`).
 */
export const terms = pgTable(
  'terms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isCamp: boolean('is_camp').notNull().default(false),
    /** Children per session of the term; null takes the activity's capacity. */
    capacity: integer('capacity'),
    priceCents: integer('price_cents').notNull(),
    /** One session on its own; null when the provider sells no drop-ins. */
    dropInPriceCents: integer('drop_in_price_cents'),
    /** A first class to try; may be 0; null when no trials are offered. */
    trialPriceCents: integer('trial_price_cents'),
    lateJoining: text('late_joining', { enum: LATE_JOINING_RULES }).notNull().default('none'),
    /** The last session a family may still join before, when late joining runs until a session. */
    lateJoinSessionId: uuid('late_join_session_id').references(
      (): AnyPgColumn => activitySchedules.id,
    ),
    /** The last local day a family may join, when late joining runs until a date. */
    lateJoinUntil: date('late_join_until', { mode: 'string' }),
    withdrawal: text('withdrawal', { enum: WITHDRAWAL_RULES }).notNull().default('pro_rata'),
    /** The provider called the whole term off: its sessions not yet held are cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Fewest places for it to run; null when it runs whatever the number. */
    minPlaces: integer('min_places'),
    /** How many hours before its first session whether it runs is decided. */
    decisionHours: integer('decision_hours').notNull().default(72),
    /** Whether it runs, once decided; null until then. */
    decision: text('decision', { enum: RUN_DECISIONS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('terms_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('terms_capacity_check', sql`${t.capacity} >= 1`),
    check(
      'terms_prices_check',
      sql`${t.priceCents} >= 0 and ${t.dropInPriceCents} >= 0 and ${t.trialPriceCents} >= 0`,
    ),
    check(
      'terms_late_joining_check',
      sql`${t.lateJoining} in ('none', 'until_session', 'until_date')
        and (${t.lateJoinSessionId} is not null) = (${t.lateJoining} = 'until_session')
        and (${t.lateJoinUntil} is not null) = (${t.lateJoining} = 'until_date')`,
    ),
    check('terms_withdrawal_check', sql`${t.withdrawal} in ('pro_rata', 'no_refund_after_start')`),
    check('terms_min_places_check', sql`${t.minPlaces} >= 1`),
    check('terms_decision_hours_check', sql`${t.decisionHours} between 24 and 336`),
    check(
      'terms_decision_check',
      sql`${t.decision} in ('runs', 'cancelled') and ${t.decidedAt} is not null
        or ${t.decision} is null and ${t.decidedAt} is null`,
    ),
    // Sessions name their term together with their activity, so a term holds its activity's only.
    unique('terms_id_activity_unique').on(t.id, t.activityId),
    uniqueIndex('terms_activity_name_idx').on(t.activityId, t.name),
  ],
)

export const activitySchedules = pgTable(
  'activity_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    /** The term this session is part of, if any: a session belongs to at most one. */
    termId: uuid('term_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** A make-up session added to its term for this cancelled one. */
    makesUpFor: uuid('makes_up_for').references((): AnyPgColumn => activitySchedules.id, {
      onDelete: 'set null',
    }),
    /** ISO weekday (1 = Monday ... 7 = Sunday) at the venue; kept by a trigger, used by 'weekend'. */
    localWeekday: smallint('local_weekday'),
    /** Fewest places for it to run; null when it runs whatever the number. */
    minPlaces: integer('min_places'),
    /** How many hours before its first session whether it runs is decided. */
    decisionHours: integer('decision_hours').notNull().default(72),
    /** Whether it runs, once decided; null until then. */
    decision: text('decision', { enum: RUN_DECISIONS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('activity_schedules_order_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('activity_schedules_min_places_check', sql`${t.minPlaces} >= 1`),
    check('activity_schedules_decision_hours_check', sql`${t.decisionHours} between 24 and 336`),
    check(
      'activity_schedules_decision_check',
      sql`${t.decision} in ('runs', 'cancelled') and ${t.decidedAt} is not null
        or ${t.decision} is null and ${t.decidedAt} is null`,
    ),
    foreignKey({
      name: 'activity_schedules_term_fk',
      columns: [t.termId, t.activityId],
      foreignColumns: [terms.id, terms.activityId],
    }),
    index('activity_schedules_weekend_idx')
      .on(t.activityId, t.startsAt)
      .where(sql`not ${t.isCancelled} and ${t.localWeekday} in (6, 7)`),
    index('activity_schedules_activity_start_idx').on(t.activityId, t.startsAt),
    index('activity_schedules_start_idx').on(t.startsAt),
    index('activity_schedules_term_idx')
      .on(t.termId, t.startsAt)
      .where(sql`${t.termId} is not null`),
  ],
)

/** What a family may add to a term booking: before care, after care, lunch, a kit. */
export const termExtras = pgTable(
  'term_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    termId: uuid('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Whether the price is charged for each session booked or once for the booking. */
    pricePer: text('price_per', { enum: EXTRA_PRICE_UNITS }).notNull(),
    /** Children the extra takes; null for no limit. */
    places: integer('places'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('term_extras_name_check', sql`char_length(${t.name}) between 1 and 80`),
    check('term_extras_price_check', sql`${t.priceCents} >= 0`),
    check('term_extras_price_per_check', sql`${t.pricePer} in ('session', 'booking')`),
    check('term_extras_places_check', sql`${t.places} >= 1`),
    uniqueIndex('term_extras_term_name_idx').on(t.termId, t.name),
  ],
)
