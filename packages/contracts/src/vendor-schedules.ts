import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { attendanceFiguresSchema } from './attendance-figures.ts'
import {
  DEFAULT_DECISION_HOURS,
  decisionHoursSchema,
  minPlacesSchema,
  runMinimumStateSchema,
} from './run-minimum.ts'
import { WAITLIST_STATUSES } from './waitlist.ts'

/** A weekly series may span at most this many days and create at most this many sessions. */
export const SERIES_MAX_DAYS = 183
export const SERIES_MAX_SESSIONS = 200

/** A day on the venue's calendar, 'YYYY-MM-DD'. */
export const localDate = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'Choose a date' })

/** A time on the venue's clock, 'HH:MM'. */
export const localTime = z
  .string({ error: 'Choose a start time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a start time such as 09:30' })

/** Minutes a session lasts; the activity's own length when left out. */
export const sessionDuration = z.coerce
  .number({ error: 'Duration must be between 5 and 720 minutes' })
  .int({ error: 'Duration must be between 5 and 720 minutes' })
  .min(5, { error: 'Duration must be between 5 and 720 minutes' })
  .max(720, { error: 'Duration must be between 5 and 720 minutes' })
  .optional()

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day, to compare or subtract days. */
export const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000

/**
 * A session's minimum to run, decided on its own; a session of a term runs with its term. The
 * server refuses one above the activity's capacity.
 */
const sessionMinimum = {
  minPlaces: minPlacesSchema.nullable().default(null),
  decisionHours: decisionHoursSchema.default(DEFAULT_DECISION_HOURS),
}

/** Add one session, or a weekly series, in the venue's local time. */
export const sessionCreateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('single'),
    activityId: z.uuid({ error: 'Choose an activity' }),
    date: localDate,
    startTime: localTime,
    durationMinutes: sessionDuration,
    ...sessionMinimum,
  }),
  z
    .object({
      kind: z.literal('weekly'),
      activityId: z.uuid({ error: 'Choose an activity' }),
      /** 0 = Sunday ... 6 = Saturday. */
      weekdays: z
        .array(z.number().int().min(0).max(6))
        .min(1, { error: 'Choose at least one weekday' })
        .max(7),
      startTime: localTime,
      durationMinutes: sessionDuration,
      fromDate: localDate,
      toDate: localDate,
      /** Each session of the series is decided on its own, with the same minimum. */
      ...sessionMinimum,
    })
    .refine((series) => dayNumber(series.toDate) >= dayNumber(series.fromDate), {
      error: 'The end date must not be before the start date',
      path: ['toDate'],
    })
    .refine((series) => dayNumber(series.toDate) - dayNumber(series.fromDate) <= SERIES_MAX_DAYS, {
      error: 'A series can span at most six months',
      path: ['toDate'],
    }),
])
export type SessionCreateInput = z.input<typeof sessionCreateSchema>

/** PATCH /api/vendor/schedules/{id}: a single session's minimum and decision time. */
export const sessionUpdateSchema = z
  .object({ minPlaces: minPlacesSchema.nullable(), decisionHours: decisionHoursSchema })
  .partial()
export type SessionUpdateInput = z.input<typeof sessionUpdateSchema>

export const vendorSessionSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  activityTitle: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  isCancelled: z.boolean(),
  booked: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Families in the session's waiting list now (waiting, or holding an offer). */
  waiting: z.number().int(),
  /** The term it belongs to, whose minimum it runs on; null for a single session. */
  termId: z.uuid().nullable(),
  /** A single session's own minimum; a term's session shows none (its term decides). */
  ...runMinimumStateSchema.shape,
})
export type VendorSession = z.infer<typeof vendorSessionSchema>

export const vendorSessionListQuerySchema = adminPageQuerySchema.extend({
  activityId: z.uuid({ error: 'Choose one of your activities' }).optional(),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
})

/** A session as Schedules lists it: with its attendance once it has begun, unless cancelled. */
export const vendorSessionRowSchema = vendorSessionSchema.extend({
  attendance: attendanceFiguresSchema.nullable(),
})
export type VendorSessionRow = z.infer<typeof vendorSessionRowSchema>

export const vendorSessionListSchema = adminPageSchema(vendorSessionRowSchema)

export const sessionCreateResponseSchema = z.object({
  created: z.array(vendorSessionSchema),
  /** Dates in the series that already had a session at that time. */
  skipped: z.number().int(),
})

export const sessionCancelResponseSchema = z.object({
  session: vendorSessionSchema,
  cancelledBookings: z.number().int(),
})

/** How many families that left a session's line its provider still sees, latest first. */
export const VENDOR_WAITLIST_RECENT_LIMIT = 20

/** One family in a session's waiting list, as its provider sees it. */
export const vendorWaitlistEntrySchema = z.object({
  id: z.uuid(),
  /** 1 for the first family in line; null once the family is out of line. */
  position: z.number().int().positive().nullable(),
  parentName: z.string(),
  children: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  joinedAt: z.iso.datetime({ offset: true }),
  /** As the family sees it now: an offer that ran out is expired even before a job marks it. */
  status: z.enum(WAITLIST_STATUSES),
  /** While an offer holds places for the family: when they are let go. */
  offerExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the entry last changed: for a family out of line, when it left. */
  updatedAt: z.iso.datetime({ offset: true }),
})
export type VendorWaitlistEntry = z.infer<typeof vendorWaitlistEntrySchema>

/** GET /api/vendor/schedules/{id}/waitlist: the line in order, then recent families out of it. */
export const vendorSessionWaitlistSchema = z.object({
  session: vendorSessionSchema,
  inLine: z.array(vendorWaitlistEntrySchema),
  recent: z.array(vendorWaitlistEntrySchema).max(VENDOR_WAITLIST_RECENT_LIMIT),
})
export type VendorSessionWaitlist = z.infer<typeof vendorSessionWaitlistSchema>
