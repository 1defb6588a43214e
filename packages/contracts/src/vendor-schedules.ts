import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'

/** A weekly series may span at most this many days and create at most this many sessions. */
export const SERIES_MAX_DAYS = 183
export const SERIES_MAX_SESSIONS = 200

const localDate = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'Choose a date' })

const localTime = z
  .string({ error: 'Choose a start time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Choose a start time such as 09:30' })

const duration = z.coerce
  .number({ error: 'Duration must be between 5 and 720 minutes' })
  .int({ error: 'Duration must be between 5 and 720 minutes' })
  .min(5, { error: 'Duration must be between 5 and 720 minutes' })
  .max(720, { error: 'Duration must be between 5 and 720 minutes' })
  .optional()

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000

/** Add one session, or a weekly series, in the venue's local time. */
export const sessionCreateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('single'),
    activityId: z.uuid({ error: 'Choose an activity' }),
    date: localDate,
    startTime: localTime,
    durationMinutes: duration,
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
      durationMinutes: duration,
      fromDate: localDate,
      toDate: localDate,
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
})
export type VendorSession = z.infer<typeof vendorSessionSchema>

export const vendorSessionListQuerySchema = adminPageQuerySchema.extend({
  activityId: z.uuid({ error: 'Choose one of your activities' }).optional(),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
})

export const vendorSessionListSchema = adminPageSchema(vendorSessionSchema)

export const sessionCreateResponseSchema = z.object({
  created: z.array(vendorSessionSchema),
  /** Dates in the series that already had a session at that time. */
  skipped: z.number().int(),
})

export const sessionCancelResponseSchema = z.object({
  session: vendorSessionSchema,
  cancelledBookings: z.number().int(),
})
