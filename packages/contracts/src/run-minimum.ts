import { z } from 'zod'

/** Whether a term or session with a minimum runs, once decided. */
export const RUN_DECISIONS = ['runs', 'cancelled'] as const
export type RunDecision = (typeof RUN_DECISIONS)[number]

/** Who took the decision: the scheduled check at the decision time, or the provider before it. */
export const RUN_DECIDERS = ['schedule', 'provider'] as const
export type RunDecider = (typeof RUN_DECIDERS)[number]

/** How long before its start a minimum is decided on: one to fourteen days, three by default. */
export const DECISION_HOURS_MIN = 24
export const DECISION_HOURS_MAX = 336
export const DEFAULT_DECISION_HOURS = 72

const MIN_PLACES_MESSAGE = 'A minimum must be a whole number from 1 to 1000'
export const minPlacesSchema = z
  .number({ error: MIN_PLACES_MESSAGE })
  .int({ error: MIN_PLACES_MESSAGE })
  .min(1, { error: MIN_PLACES_MESSAGE })
  .max(1000, { error: MIN_PLACES_MESSAGE })

const DECISION_HOURS_MESSAGE =
  'Decide whether it runs 1 to 14 days (24 to 336 hours) before the start'
export const decisionHoursSchema = z
  .number({ error: DECISION_HOURS_MESSAGE })
  .int({ error: DECISION_HOURS_MESSAGE })
  .min(DECISION_HOURS_MIN, { error: DECISION_HOURS_MESSAGE })
  .max(DECISION_HOURS_MAX, { error: DECISION_HOURS_MESSAGE })

/** The sentence for a minimum above the places a term or session has. */
export const minimumAbovePlaces = (places: number, of: 'term' | 'session' = 'term') =>
  `A minimum cannot be above the ${of}'s ${places} place${places === 1 ? '' : 's'}`

/**
 * POST /api/vendor/terms/{id}/decision and /api/vendor/schedules/{id}/decision: the provider's
 * early decision before the decision time. `runs` ("Run it anyway") keeps it going whatever the
 * number; `cancelled` ("Cancel now") calls it off with the same refunds and mails as a missed
 * minimum.
 */
export const runDecisionRequestSchema = z.object({
  decision: z.enum(RUN_DECISIONS, { error: 'Choose to run it anyway or to cancel it now' }),
})
export type RunDecisionRequest = z.infer<typeof runDecisionRequestSchema>

/** What a decision recorded, and what a cancellation gave back. */
export const runDecisionResultSchema = z.object({
  decision: z.enum(RUN_DECISIONS),
  decidedAt: z.iso.datetime({ offset: true }),
  decidedBy: z.enum(RUN_DECIDERS),
  minPlaces: z.number().int(),
  /** Confirmed places when it was decided. */
  confirmedPlaces: z.number().int(),
  refundedBookings: z.number().int(),
  refundedCents: z.number().int(),
})
export type RunDecisionResult = z.infer<typeof runDecisionResultSchema>

/** Another place a family can book now, offered when what they booked did not run. */
export const runAlternativeSchema = z.object({
  kind: z.enum(['term', 'session']),
  activityId: z.uuid(),
  activityTitle: z.string(),
  businessName: z.string(),
  /** The term's name; null for a single session. */
  termName: z.string().nullable(),
  termId: z.uuid().nullable(),
  sessionId: z.uuid().nullable(),
  /** The term's first session, or the session. */
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  priceCents: z.number().int(),
  /** Null when there is no limit. */
  placesLeft: z.number().int().nullable(),
  /** The page to book it on, from the site's root: '/activities/{id}'. */
  path: z.string(),
})
export type RunAlternative = z.infer<typeof runAlternativeSchema>

/** The most alternatives offered to a family. */
export const RUN_ALTERNATIVES_LIMIT = 3

/** On a booking whose term or session was cancelled for too few places. */
export const runCancelledSchema = z.object({
  minPlaces: z.number().int(),
  confirmedPlaces: z.number().int(),
  decidedAt: z.iso.datetime({ offset: true }),
  /** Up to three places the family's children can book now; empty when none fits. */
  alternatives: z.array(runAlternativeSchema).max(RUN_ALTERNATIVES_LIMIT),
})
export type RunCancelled = z.infer<typeof runCancelledSchema>

/** What a provider sees of a term's or session's minimum: "4 of 6 minimum · decides Mar 4". */
export const runMinimumStateSchema = z.object({
  /** Null when it runs whatever the number. */
  minPlaces: z.number().int().nullable(),
  decisionHours: z.number().int(),
  /** Null without a minimum. */
  decisionAt: z.iso.datetime({ offset: true }).nullable(),
  decision: z.enum(RUN_DECISIONS).nullable(),
  /** Children in paid (or free and taken) places now. */
  confirmedPlaces: z.number().int(),
  /** Its decision time has passed below the minimum and the outcome is not yet recorded. */
  decisionPending: z.boolean(),
})
export type RunMinimumState = z.infer<typeof runMinimumStateSchema>
