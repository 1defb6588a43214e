import { z } from 'zod'
import { attendanceFiguresSchema, heldAttendanceSchema } from './attendance-figures.ts'
import { allergyAlertSchema } from './child-records.ts'
import { participantAnswerSchema } from './registration.ts'
import { multiLineText, singleLineText } from './text.ts'
import { localDate } from './vendor-schedules.ts'

export const ATTENDANCE_ACTION_KINDS = ['check_in', 'check_out', 'absent', 'undo'] as const
export type AttendanceActionKind = (typeof ATTENDANCE_ACTION_KINDS)[number]
export const ATTENDANCE_STATES = ['expected', 'checked_in', 'checked_out', 'absent'] as const
export type AttendanceState = (typeof ATTENDANCE_STATES)[number]

/** Minutes before the start from which attendance is taken (and the session is on Today). */
export const ATTENDANCE_OPENS_MINUTES = 120
/** Minutes after the start before a child not checked in may be marked absent. */
export const ABSENT_AFTER_MINUTES = 15
/** Minutes after the end before a child still checked in is a late pickup. */
export const LATE_PICKUP_AFTER_MINUTES = 15
/** Minutes during which an action can be undone. */
export const UNDO_MINUTES = 5
/** Wrong pickup codes in a row that lock a child's check-out, and for how long. */
export const PICKUP_CODE_ATTEMPTS = 5
export const PICKUP_CODE_LOCK_MINUTES = 10

export const PICKUP_CODE_REFUSED = 'Enter the 4-digit pickup code'
export const UNDO_REASON_REQUIRED = 'Say why this is undone'
export const CHOOSE_COLLECTOR = 'Choose who collected the child'

/** Said when someone not on the child's record comes to collect them, on the phone and by the API. */
export function someoneElseRefusal(firstName: string, phone: string | null) {
  return `Only the family or people they have authorised may collect ${firstName}. ${
    phone ? `Call the parent: ${phone}.` : 'Call the parent.'
  }`
}

/** The phone's own key for an action: a replay with the same key records nothing new. */
const idempotencyKey = z
  .string({ error: 'Each action needs its key' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Each action needs its key' })

const actionBase = z.object({
  key: idempotencyKey,
  sessionId: z.uuid({ error: 'Choose a session' }),
  participantId: z.uuid({ error: 'Choose a child' }),
  /** When the phone recorded it: an action queued offline keeps the time it was taken. */
  at: z.iso.datetime({ offset: true }).optional(),
})

export const pickupCodeSchema = z
  .string({ error: PICKUP_CODE_REFUSED })
  .regex(/^\d{4}$/, { error: PICKUP_CODE_REFUSED })

/** One attendance action: POST /api/vendor/attendance, or one item of a replayed batch. */
export const attendanceActionSchema = z.discriminatedUnion(
  'kind',
  [
    actionBase.extend({ kind: z.literal('check_in') }),
    actionBase.extend({
      kind: z.literal('check_out'),
      collectedBy: singleLineText({ error: CHOOSE_COLLECTOR })
        .min(1, { error: CHOOSE_COLLECTOR })
        .max(100, { error: CHOOSE_COLLECTOR }),
      pickupCode: pickupCodeSchema.optional(),
    }),
    actionBase.extend({ kind: z.literal('absent') }),
    actionBase.extend({
      kind: z.literal('undo'),
      undoes: z.uuid({ error: 'Choose the action to undo' }),
      reason: multiLineText({ error: UNDO_REASON_REQUIRED })
        .min(3, { error: UNDO_REASON_REQUIRED })
        .max(300, { error: 'Keep the reason under 300 characters' }),
    }),
  ],
  { error: 'Choose check in, check out, absent or undo' },
)
export type AttendanceAction = z.infer<typeof attendanceActionSchema>

/** Offline actions sent in the order they were taken; at most a session's worth twice over. */
export const attendanceBatchSchema = z.object({
  actions: z
    .array(attendanceActionSchema)
    .min(1, { error: 'Send at least one action' })
    .max(200, { error: 'Send at most 200 actions at once' }),
})

export const attendanceLastActionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ATTENDANCE_ACTION_KINDS),
  at: z.iso.datetime({ offset: true }),
  byName: z.string(),
  collectedBy: z.string().nullable(),
  /** Until when it can be undone; null once it cannot. */
  undoableUntil: z.iso.datetime({ offset: true }).nullable(),
  /** The state an undo of it returns to, shown on a phone that queued the undo offline. */
  stateBefore: z.enum(ATTENDANCE_STATES),
})

/** A child's attendance at one session, derived from its action rows. */
export const attendanceChildStateSchema = z.object({
  participantId: z.uuid(),
  state: z.enum(ATTENDANCE_STATES),
  lastAction: attendanceLastActionSchema.nullable(),
  /** Minutes past the end while still checked in (or when checked out late); null otherwise. */
  latePickupMinutes: z.number().int().nullable(),
})
export type AttendanceChildState = z.infer<typeof attendanceChildStateSchema>

/** The answer to one action: recorded now, or already recorded under its key. */
export const attendanceActionResultSchema = attendanceChildStateSchema.extend({
  key: z.string(),
  replayed: z.boolean(),
})

/** The answer to a batch: one outcome per action, in the order sent. */
export const attendanceBatchResultSchema = z.object({
  results: z.array(
    z.object({
      key: z.string(),
      outcome: z.enum(['recorded', 'replayed', 'conflict', 'refused']),
      /** The server's sentence for a conflict or a refusal. */
      detail: z.string().nullable(),
      /** The child's state as the server has it after this action. */
      state: attendanceChildStateSchema.nullable(),
    }),
  ),
})
export type AttendanceBatchResult = z.infer<typeof attendanceBatchResultSchema>

export const todayQuerySchema = z.object({
  /** A day at the venues, `YYYY-MM-DD`; today at each venue when absent. */
  date: localDate.optional(),
})

export const todayCollectorSchema = z.object({
  name: z.string(),
  relationship: z.string(),
})

export const todayChildSchema = attendanceChildStateSchema.extend({
  childId: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** Years on the day of the session. */
  age: z.number().int().nullable(),
  allergyAlerts: z.array(allergyAlertSchema),
  answers: z.array(participantAnswerSchema),
  /** The parent and the people on the record who may collect the child. */
  collectors: z.array(todayCollectorSchema),
  /** The number to call when someone else comes; null when the record gives none. */
  parentPhone: z.string().nullable(),
  /** Pickup code check-out is locked until then, after too many wrong codes. */
  pickupLockedUntil: z.iso.datetime({ offset: true }).nullable(),
})
export type TodayChild = z.infer<typeof todayChildSchema>

export const todaySessionSchema = z.object({
  id: z.uuid(),
  activityTitle: z.string(),
  termName: z.string().nullable(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  counts: z.object({
    expected: z.number().int(),
    arrived: z.number().int(),
    goneHome: z.number().int(),
    absent: z.number().int(),
  }),
  children: z.array(todayChildSchema),
})
export type TodaySession = z.infer<typeof todaySessionSchema>

/** GET /api/vendor/today: the day's sessions with their rosters, in one answer. */
export const todaySchema = z.object({
  requirePickupCode: z.boolean(),
  sessions: z.array(todaySessionSchema),
})
export type Today = z.infer<typeof todaySchema>

/** PUT /api/vendor/attendance/settings */
export const attendanceSettingsSchema = z.object({
  requirePickupCode: z.boolean({ error: 'Choose yes or no' }),
})

/** GET /api/pickup-code: the family's code, shown on My Bookings. */
export const pickupCodeResponseSchema = z.object({ code: z.string() })

/** What a session's attendance came to, for Schedules, the CSV and the family's card. */
export const sessionAttendanceSchema = attendanceFiguresSchema.extend({
  sessionId: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
})
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>

export const termAttendanceSchema = z.object({
  termId: z.uuid(),
  termName: z.string(),
  activityTitle: z.string(),
  timeZone: z.string(),
  /** Over the sessions held where attendance was taken; those where it was not are counted apart. */
  totals: heldAttendanceSchema,
  sessions: z.array(sessionAttendanceSchema),
})
export type TermAttendance = z.infer<typeof termAttendanceSchema>

/**
 * GET /api/vendor/activities/{id}/attendance: the activity's single sessions (those of no term)
 * held so far, over them all; each session's own figures are on Schedules.
 */
export const activityAttendanceSchema = z.object({
  activityId: z.uuid(),
  activityTitle: z.string(),
  singleSessions: heldAttendanceSchema,
})
export type ActivityAttendance = z.infer<typeof activityAttendanceSchema>

/** The family's view of a term booking's sessions: one line per session held so far. */
export const bookingAttendanceSchema = z.object({
  sessions: z.array(
    z.object({
      sessionId: z.uuid(),
      startsAt: z.iso.datetime({ offset: true }),
      /** False when no child at the session was checked in or marked absent: nothing was recorded. */
      taken: z.boolean(),
      children: z.array(
        z.object({
          firstName: z.string(),
          state: z.enum(ATTENDANCE_STATES),
          checkedInAt: z.iso.datetime({ offset: true }).nullable(),
          checkedOutAt: z.iso.datetime({ offset: true }).nullable(),
          collectedBy: z.string().nullable(),
        }),
      ),
    }),
  ),
})
export type BookingAttendance = z.infer<typeof bookingAttendanceSchema>
