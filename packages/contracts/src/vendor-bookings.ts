import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { allergyAlertSchema } from './child-records.ts'
import { BOOKING_KINDS } from './constants.ts'
import { priceLineSchema } from './price-lines.ts'
import { participantAnswerSchema } from './registration.ts'
import { bookingStatusSchema } from './roles.ts'

export const vendorBookingListQuerySchema = adminPageQuerySchema.extend({
  when: z.enum(['upcoming', 'past', 'cancelled']).default('upcoming'),
  activityId: z.uuid({ error: 'Choose one of your activities' }).optional(),
})
export type VendorBookingListQuery = z.input<typeof vendorBookingListQuerySchema>

export const vendorBookingSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  activityTitle: z.string(),
  sessionId: z.uuid(),
  /** A term enrolment, a drop-in or a trial apart from a single session's booking. */
  kind: z.enum(BOOKING_KINDS),
  /** The term of an enrolment, drop-in or trial. */
  termName: z.string().nullable(),
  /** For an enrolment, the first session it covers; the one session otherwise. */
  startsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  status: bookingStatusSchema,
  quantity: z.number().int(),
  totalAmountCents: z.number().int(),
  /** How the total was worked out: the booking's current price lines, in order (ADR 43). */
  priceLines: z.array(priceLineSchema),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  participants: z.array(
    z.object({
      /** Opens the child's record (`/api/vendor/children/{id}/record`); null once it was deleted. */
      childId: z.uuid().nullable(),
      firstName: z.string(),
      lastName: z.string(),
      /** Allergies or medical needs, shared only with the provider of sessions the child attends. */
      notes: z.string().nullable(),
      /** The child's answers to the activity's registration questions, in the order asked. */
      answers: z.array(participantAnswerSchema),
      /** Severe allergies, while the provider may read the child's record. */
      allergyAlerts: z.array(allergyAlertSchema),
    }),
  ),
  bookedAt: z.iso.datetime({ offset: true }),
})
export type VendorBooking = z.infer<typeof vendorBookingSchema>

export const vendorBookingListSchema = adminPageSchema(vendorBookingSchema)
