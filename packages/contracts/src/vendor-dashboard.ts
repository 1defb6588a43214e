import { z } from 'zod'
import { paymentAccountStatusSchema } from './roles.ts'

/** The dashboard lists the next 10 bookings and the 4 most popular activities. */
export const UPCOMING_BOOKINGS_LIMIT = 10
export const POPULAR_ACTIVITIES_LIMIT = 4
/** ...and the next 10 sessions with families on their waiting lists. */
export const WAITING_SESSIONS_LIMIT = 10
/** ...and the next 10 terms and single sessions still below their minimum to run. */
export const BELOW_MINIMUM_LIMIT = 10

export const vendorDashboardSchema = z.object({
  stats: z.object({
    totalActivities: z.number().int(),
    upcomingSessions: z.number().int(),
    /** The soonest session, on its venue's clock ('UTC' for an activity without a venue). */
    nextSession: z
      .object({ startsAt: z.iso.datetime({ offset: true }), timeZone: z.string() })
      .nullable(),
    /** Participants in confirmed bookings. */
    totalEnrollments: z.number().int(),
    /** Net earnings in cents, from the ledger: payments less refunds and the platform's fee. */
    revenueCents: z.number().int(),
  }),
  /** Families can book paid activities only once the payment account is connected. */
  payments: z.object({
    accountStatus: paymentAccountStatusSchema,
    /** Active activities with a price, which cannot be booked until then. */
    paidActivities: z.number().int(),
  }),
  upcomingBookings: z
    .array(
      z.object({
        id: z.uuid(),
        activityId: z.uuid(),
        activityTitle: z.string(),
        customerName: z.string(),
        firstParticipantName: z.string().nullable(),
        participants: z.number().int(),
        startsAt: z.iso.datetime({ offset: true }),
        timeZone: z.string(),
      }),
    )
    .max(UPCOMING_BOOKINGS_LIMIT),
  popularActivities: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        enrollments: z.number().int(),
        averageRating: z.number().nullable(),
        reviewCount: z.number().int(),
      }),
    )
    .max(POPULAR_ACTIVITIES_LIMIT),
  /** Upcoming sessions with families in line now (waiting, or holding an offer still open). */
  waitingLists: z
    .array(
      z.object({
        sessionId: z.uuid(),
        activityId: z.uuid(),
        activityTitle: z.string(),
        startsAt: z.iso.datetime({ offset: true }),
        timeZone: z.string(),
        families: z.number().int(),
        children: z.number().int(),
      }),
    )
    .max(WAITING_SESSIONS_LIMIT),
  /** Terms and single sessions not yet decided whose confirmed places are below the minimum. */
  belowMinimum: z
    .array(
      z.object({
        kind: z.enum(['term', 'session']),
        /** The term's id, or the session's. */
        id: z.uuid(),
        activityId: z.uuid(),
        activityTitle: z.string(),
        termName: z.string().nullable(),
        startsAt: z.iso.datetime({ offset: true }),
        timeZone: z.string(),
        minPlaces: z.number().int(),
        confirmedPlaces: z.number().int(),
        decisionAt: z.iso.datetime({ offset: true }),
        decisionPending: z.boolean(),
      }),
    )
    .max(BELOW_MINIMUM_LIMIT),
})
export type VendorDashboard = z.infer<typeof vendorDashboardSchema>
