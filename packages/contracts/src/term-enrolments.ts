import { z } from 'zod'
import { bookingSchema, chosenChildrenSchema } from './bookings.ts'
import { typedCodeSchema } from './price-lines.ts'
import { registrationRequestSchema } from './registration.ts'

/** An extra of the term one chosen child takes. */
export const chosenExtraSchema = z.object({
  childId: z.uuid({ error: 'Choose one of the children you enrol' }),
  extraId: z.uuid({ error: "Choose one of this term's extras" }),
})

/**
 * POST /api/terms/{id}/enrolments: the children to enrol in every session of the term to come,
 * and the extras each takes. A child with a trial class of the term is enrolled for the rest of
 * it, the trial's price counted towards the term's.
 */
export const termEnrolmentRequestSchema = z
  .object({
    childIds: chosenChildrenSchema,
    extras: z.array(chosenExtraSchema).max(100).default([]),
    code: typedCodeSchema,
    /** Each child's answers to the activity's questions and the signed waiver. */
    registration: registrationRequestSchema.optional(),
  })
  .refine((request) => request.extras.every((extra) => request.childIds.includes(extra.childId)), {
    error: 'Extras are for the children you enrol',
    path: ['extras'],
  })
  .refine(
    (request) =>
      new Set(request.extras.map((extra) => `${extra.childId}:${extra.extraId}`)).size ===
      request.extras.length,
    { error: 'Each extra can be chosen once for each child', path: ['extras'] },
  )
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
