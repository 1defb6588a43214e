import { z } from 'zod'
import { bookingSchema, chosenChildrenSchema } from './bookings.ts'

/** POST /api/terms/{id}/enrolments: the children to enrol in every session of the term to come. */
export const termEnrolmentRequestSchema = z.object({ childIds: chosenChildrenSchema })
export type TermEnrolmentRequest = z.infer<typeof termEnrolmentRequestSchema>

/**
 * A term enrolment: one booking for every session still to come, priced by the server (the
 * whole term, or the sessions left's share of it for a late join), then paid as any booking.
 */
export const termEnrolmentSchema = z.object({
  booking: bookingSchema,
  /** The term's sessions, not counting cancelled ones. */
  sessionCount: z.number().int(),
  /** The sessions this enrolment covers: those still to come. */
  sessionsCovered: z.number().int(),
})
export type TermEnrolment = z.infer<typeof termEnrolmentSchema>
