import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { heldAttendanceSchema } from './attendance-figures.ts'
import { EXTRA_PRICE_UNITS } from './constants.ts'
import {
  DEFAULT_DECISION_HOURS,
  decisionHoursSchema,
  minimumAbovePlaces,
  minPlacesSchema,
  runMinimumStateSchema,
} from './run-minimum.ts'
import { singleLineText } from './text.ts'
import {
  dayNumber,
  localDate,
  localTime,
  SERIES_MAX_DAYS,
  SERIES_MAX_SESSIONS,
  sessionDuration,
} from './vendor-schedules.ts'

/** Until when a family may join a term that has begun: not at all, until a session, until a day. */
export const LATE_JOINING_RULES = ['none', 'until_session', 'until_date'] as const
export type LateJoiningRule = (typeof LATE_JOINING_RULES)[number]

/** What a family gets back when it withdraws after the start. */
export const WITHDRAWAL_RULES = ['pro_rata', 'no_refund_after_start'] as const
export type WithdrawalRule = (typeof WITHDRAWAL_RULES)[number]

/** The most weeks a term made from a weekly series may run (about six months). */
export const TERM_MAX_WEEKS = 26

const PRICE_MESSAGE = 'Enter a price in whole cents, 0 or more'
const cents = z
  .number({ error: PRICE_MESSAGE })
  .int({ error: PRICE_MESSAGE })
  .min(0, { error: PRICE_MESSAGE })
  .max(10_000_000, { error: 'Enter a price of at most $100,000' })

const PLACES_MESSAGE = 'Places must be a whole number from 1 to 1000'
const places = z
  .number({ error: PLACES_MESSAGE })
  .int({ error: PLACES_MESSAGE })
  .min(1, { error: PLACES_MESSAGE })
  .max(1000, { error: PLACES_MESSAGE })

const name = (what: string) =>
  singleLineText({ error: `Give the ${what} a name` })
    .min(1, { error: `Give the ${what} a name` })
    .max(80, { error: `A ${what}'s name has at most 80 characters` })

const sessionIds = z
  .array(z.uuid({ error: 'Choose sessions of this activity' }))
  .min(1, { error: 'Choose at least one session' })
  .max(SERIES_MAX_SESSIONS, { error: `A term has at most ${SERIES_MAX_SESSIONS} sessions` })

export const lateJoiningSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('none') }),
  z.object({
    rule: z.literal('until_session'),
    sessionId: z.uuid({ error: 'Choose one of the sessions of this term' }),
  }),
  z.object({ rule: z.literal('until_date'), date: localDate }),
])
export type LateJoining = z.infer<typeof lateJoiningSchema>

/**
 * A weekly series for a new term, in the venue's local time: from the first day for a number of
 * weeks, or up to a last day.
 */
export const termSeriesSchema = z
  .object({
    from: z.literal('series'),
    /** 0 = Sunday ... 6 = Saturday. */
    weekdays: z
      .array(z.number().int().min(0).max(6))
      .min(1, { error: 'Choose at least one weekday' })
      .max(7),
    startTime: localTime,
    durationMinutes: sessionDuration,
    fromDate: localDate,
    weeks: z
      .number({ error: `Choose 1 to ${TERM_MAX_WEEKS} weeks` })
      .int({ error: `Choose 1 to ${TERM_MAX_WEEKS} weeks` })
      .min(1, { error: `Choose 1 to ${TERM_MAX_WEEKS} weeks` })
      .max(TERM_MAX_WEEKS, { error: `Choose 1 to ${TERM_MAX_WEEKS} weeks` })
      .optional(),
    toDate: localDate.optional(),
  })
  .refine((series) => (series.weeks === undefined) !== (series.toDate === undefined), {
    error: 'Give either a number of weeks or an end date',
    path: ['weeks'],
  })
  .refine((series) => !series.toDate || dayNumber(series.toDate) >= dayNumber(series.fromDate), {
    error: 'The end date must not be before the start date',
    path: ['toDate'],
  })
  .refine(
    (series) =>
      !series.toDate || dayNumber(series.toDate) - dayNumber(series.fromDate) <= SERIES_MAX_DAYS,
    { error: 'A term can span at most six months', path: ['toDate'] },
  )
export type TermSeries = z.output<typeof termSeriesSchema>

/** A term's name, as the forms and requests take it. */
export const termNameSchema = name('term')

const termRules = {
  name: termNameSchema,
  /** A camp is a term of consecutive days, one session a day. */
  isCamp: z.boolean().default(false),
  /** Children per session; null takes the activity's capacity. */
  capacity: places.nullable().default(null),
  priceCents: cents,
  dropInPriceCents: cents.nullable().default(null),
  trialPriceCents: cents.nullable().default(null),
  lateJoining: lateJoiningSchema.default({ rule: 'none' }),
  withdrawal: z.enum(WITHDRAWAL_RULES).default('pro_rata'),
  /** Fewest places for the term to run; null when it runs whatever the number. */
  minPlaces: minPlacesSchema.nullable().default(null),
  decisionHours: decisionHoursSchema.default(DEFAULT_DECISION_HOURS),
}

/** Refuses a minimum above the term's own places; one above the activity's is the server's. */
function minimumWithinPlaces(ctx: {
  value: { capacity?: number | null; minPlaces?: number | null }
  issues: z.core.$ZodRawIssue[]
}) {
  const { capacity, minPlaces } = ctx.value
  if (capacity == null || minPlaces == null || minPlaces <= capacity) return
  ctx.issues.push({
    code: 'custom',
    input: minPlaces,
    message: minimumAbovePlaces(capacity),
    path: ['minPlaces'],
  })
}

/** POST /api/vendor/terms: a term made from a new weekly series or from existing sessions. */
export const termCreateSchema = z
  .object({
    activityId: z.uuid({ error: 'Choose an activity' }),
    ...termRules,
    sessions: z.discriminatedUnion('from', [
      termSeriesSchema,
      z.object({ from: z.literal('sessions'), sessionIds }),
    ]),
  })
  .check(minimumWithinPlaces)
export type TermCreateInput = z.input<typeof termCreateSchema>

/** PATCH /api/vendor/terms/{id}: what is sent changes; `sessionIds` is the term's whole new set. */
export const termUpdateSchema = z
  .object({
    name: termRules.name,
    isCamp: z.boolean(),
    capacity: places.nullable(),
    priceCents: cents,
    dropInPriceCents: cents.nullable(),
    trialPriceCents: cents.nullable(),
    lateJoining: lateJoiningSchema,
    withdrawal: z.enum(WITHDRAWAL_RULES),
    minPlaces: minPlacesSchema.nullable(),
    decisionHours: decisionHoursSchema,
    sessionIds,
  })
  .partial()
  .check(minimumWithinPlaces)
export type TermUpdateInput = z.input<typeof termUpdateSchema>

export const termExtraInputSchema = z.object({
  name: name('extra'),
  priceCents: cents,
  pricePer: z.enum(EXTRA_PRICE_UNITS, { error: 'Choose per session or per booking' }),
  /** Null for no limit. */
  places: places.nullable().default(null),
})
export type TermExtraInput = z.input<typeof termExtraInputSchema>

export const termExtraUpdateSchema = z
  .object({
    name: termExtraInputSchema.shape.name,
    priceCents: cents,
    pricePer: termExtraInputSchema.shape.pricePer,
    places: places.nullable(),
  })
  .partial()

export const termExtraSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  priceCents: z.number().int(),
  pricePer: z.enum(EXTRA_PRICE_UNITS),
  places: z.number().int().nullable(),
})
export type TermExtra = z.infer<typeof termExtraSchema>

export const vendorTermSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  activityTitle: z.string(),
  name: z.string(),
  isCamp: z.boolean(),
  capacity: z.number().int().nullable(),
  /** The activity's capacity, which a term's null capacity takes. */
  activityCapacity: z.number().int().nullable(),
  priceCents: z.number().int(),
  dropInPriceCents: z.number().int().nullable(),
  trialPriceCents: z.number().int().nullable(),
  lateJoining: lateJoiningSchema,
  withdrawal: z.enum(WITHDRAWAL_RULES),
  ...runMinimumStateSchema.shape,
  timeZone: z.string(),
  /** In order of their start, cancelled ones included. */
  sessions: z.array(
    z.object({
      id: z.uuid(),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
      isCancelled: z.boolean(),
    }),
  ),
  extras: z.array(termExtraSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
})
export type VendorTerm = z.infer<typeof vendorTermSchema>

export const vendorTermListQuerySchema = adminPageQuerySchema.extend({
  activityId: z.uuid({ error: 'Choose one of your activities' }).optional(),
})

/** A term as Schedules lists it: with its attendance over the sessions held so far. */
export const vendorTermRowSchema = vendorTermSchema.extend({ attendance: heldAttendanceSchema })
export type VendorTermRow = z.infer<typeof vendorTermRowSchema>

export const vendorTermListSchema = adminPageSchema(vendorTermRowSchema)

export const termExtraParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid id' }),
  extraId: z.uuid({ error: 'Not a valid id' }),
})
