import { z } from 'zod'
import {
  bookedActivitySchema,
  bookedProviderSchema,
  bookedSessionSchema,
  chosenChildrenSchema,
} from './bookings.ts'
import { registrationRequestSchema } from './registration.ts'

/** An offer holds the freed places for this long, or half the time left before the session if sooner. */
export const DEFAULT_WAITLIST_OFFER_HOURS = 24
/** No offers are made this close to the start: a family could not plan for it. */
export const DEFAULT_WAITLIST_CUTOFF_HOURS = 2

/**
 * waiting: in line. offered: places are held for the family until the offer's time. booked: the
 * family took the offer. declined, expired (the offer ran out), left, closed (the session was
 * cancelled or has started): out of line.
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'booked',
  'declined',
  'expired',
  'left',
  'closed',
] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** POST /api/waitlist: the children queue together as one entry. */
export const waitlistJoinSchema = z.object({
  sessionId: z.uuid({ error: 'Choose a session' }),
  childIds: chosenChildrenSchema,
})
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>

/** POST /api/terms/{id}/waitlist: the children queue together for the whole term, as one entry. */
export const termWaitlistJoinSchema = z.object({ childIds: chosenChildrenSchema })
export type TermWaitlistJoin = z.infer<typeof termWaitlistJoinSchema>

/** One family's place in a session's line, as My Bookings shows it. */
export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first family in line; null once the entry is out of line. */
  position: z.number().int().positive().nullable(),
  quantity: z.number().int().positive(),
  joinedAt: z.iso.datetime({ offset: true }),
  activity: bookedActivitySchema,
  provider: bookedProviderSchema,
  /** For a term's line, the first of its sessions still to come; an offer enrols in them all. */
  session: bookedSessionSchema,
  /** The term whose line this is; null for a single session's line. */
  term: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  participants: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  /** The places held for the family while the offer lasts: a pending booking to pay or accept. */
  offer: z
    .object({
      bookingId: z.uuid(),
      expiresAt: z.iso.datetime({ offset: true }),
      totalAmountCents: z.number().int(),
    })
    .nullable(),
})
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>

export const waitlistListSchema = z.object({ items: z.array(waitlistEntrySchema) })

/**
 * The body of POST /api/waitlist/{id}/accept: the answers and the waiver's signature the activity
 * asks, as a booking sends them (none needed when earlier bookings gave them all).
 */
export const waitlistAcceptRequestSchema = z
  .object({ registration: registrationRequestSchema.optional() })
  // A request with no body at all asks as an empty one.
  .nullish()
export type WaitlistAcceptRequest = z.input<typeof waitlistAcceptRequestSchema>

/** POST /api/waitlist/{id}/accept: a free offer is booked at once; a paid one goes to checkout. */
export const waitlistAcceptSchema = z.object({
  bookingId: z.uuid(),
  /** Where to pay; null when the activity is free and the booking is already confirmed. */
  checkoutUrl: z.string().nullable(),
})
export type WaitlistAccept = z.infer<typeof waitlistAcceptSchema>
