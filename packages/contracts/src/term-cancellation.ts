import { z } from 'zod'
import { localDate, localTime } from './vendor-schedules.ts'

/**
 * POST /api/vendor/schedules/{id}/cancel for a session of a term with enrolments: refund every
 * enrolled family that session's share, or add a make-up session (local date and time at the
 * venue, the same length) that the enrolments cover instead. `offerCredit`: the families of its
 * single bookings, drop-ins and trials each choose a refund to the card or a credit with the
 * provider (a session of no term sends `remedy: 'refund'` to offer it).
 */
export const termSessionCancelSchema = z.discriminatedUnion('remedy', [
  z.object({ remedy: z.literal('refund'), offerCredit: z.boolean().optional() }),
  z.object({
    remedy: z.literal('make_up'),
    date: localDate,
    startTime: localTime,
    offerCredit: z.boolean().optional(),
  }),
])
export type TermSessionCancelInput = z.input<typeof termSessionCancelSchema>

/**
 * POST /api/vendor/terms/{id}/cancel: the term's sessions to come are cancelled. `offerCredit`:
 * instead of a refund, each family owed money chooses a refund to the card or a credit with the
 * provider (without it, everyone is refunded at once).
 */
export const termCancelRequestSchema = z.object({ offerCredit: z.boolean().optional() })
export type TermCancelRequest = z.infer<typeof termCancelRequestSchema>

/** What calling off a term gave back. */
export const termCancelResponseSchema = z.object({
  cancelledSessions: z.number().int(),
  refundedBookings: z.number().int(),
  refundedCents: z.number().int(),
})
