import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { bookingAnnouncementSchema } from './announcements.ts'
import { BOOKING_KINDS, EXTRA_PRICE_UNITS } from './constants.ts'
import { creditUseSchema, refundChoiceSchema } from './credit.ts'
import { planProgressSchema } from './plan-progress.ts'
import { priceLineSchema, typedCodeSchema } from './price-lines.ts'
import { registrationRequestSchema } from './registration.ts'
import { bookingStatusSchema, paymentStatusSchema } from './roles.ts'
import { runCancelledSchema } from './run-minimum.ts'
import { multiLineText, singleLineText } from './text.ts'

export const MAX_PARTICIPANTS_PER_BOOKING = 10

const isoDate = z
  .string({ error: 'Enter a date of birth' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date of birth' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'Enter a date of birth',
  })

/** Child Profiles: the form and POST/PUT /api/children. Age is computed, never stored. */
export const childInputSchema = z.object({
  firstName: singleLineText({ error: 'First name is required' })
    .min(1, { error: 'First name is required' })
    .max(100),
  lastName: singleLineText({ error: 'Last name is required' })
    .min(1, { error: 'Last name is required' })
    .max(100),
  birthDate: isoDate
    .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), {
      error: 'Date of birth cannot be in the future',
    })
    .refine((value) => Date.parse(`${value}T00:00:00Z`) >= Date.parse('1990-01-01T00:00:00Z'), {
      error: 'Enter a date of birth after 1990',
    }),
  notes: multiLineText()
    .max(1000, { error: 'Notes must be at most 1000 characters' })
    .optional()
    .transform((value) => value || null),
})
export type ChildInput = z.input<typeof childInputSchema>

export const childSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  notes: z.string().nullable(),
})
export type Child = z.infer<typeof childSchema>
/** `?page=&limit=` of the caller's children (up to 100 a page). */
export const childListQuerySchema = adminPageQuerySchema
export const childListSchema = adminPageSchema(childSchema)

/** The children a family books, or puts on a waiting list, together. */
export const chosenChildrenSchema = z
  .array(z.uuid())
  .min(1, { error: 'Choose at least one child' })
  .max(MAX_PARTICIPANTS_PER_BOOKING, { error: 'At most 10 children per booking' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each child can be chosen once' })

/** POST /api/bookings, with an Idempotency-Key header so a retried request books once. */
export const bookingRequestSchema = z.object({
  sessionId: z.uuid({ error: 'Choose a session' }),
  childIds: chosenChildrenSchema,
  /** A session of a term is booked as a drop-in or as a trial class, at the term's price for it. */
  kind: z.enum(['drop_in', 'trial'], { error: 'Choose a drop-in or a trial class' }).optional(),
  /** A drop-in's extras (a camp day's after care): each for one of the chosen children. */
  extras: z
    .array(
      z.object({
        childId: z.uuid({ error: 'Choose one of the children you book' }),
        extraId: z.uuid({ error: "Choose one of this term's extras" }),
      }),
    )
    .max(100)
    .default([]),
  /** A promo code; the server prices the booking with it or refuses it with a sentence. */
  code: typedCodeSchema,
  /** Each child's answers to the activity's questions and the signed waiver. */
  registration: registrationRequestSchema.optional(),
})
export type BookingRequest = z.input<typeof bookingRequestSchema>

/** The provider's one answer to a review, as the family and the provider both see it. */
export const providerReplySchema = z.object({
  text: z.string(),
  repliedAt: z.iso.datetime({ offset: true }),
})
export type ProviderReply = z.infer<typeof providerReplySchema>

/** What a family's booking or waiting-list entry shows of the activity, provider and session. */
export const bookedActivitySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
})
export const bookedProviderSchema = z.object({ id: z.uuid(), businessName: z.string() })
export const bookedSessionSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
})

/** A session a booking covers: one for a single booking, drop-in or trial; a term's for an enrolment. */
export const coveredSessionSchema = bookedSessionSchema.omit({ timeZone: true }).extend({
  isCancelled: z.boolean(),
  /** The cancelled session this one was added to make up for. */
  makesUpFor: z.iso.datetime({ offset: true }).nullable(),
})

/** An extra one child of the booking takes, at what was charged for it. */
export const bookedExtraSchema = z.object({
  name: z.string(),
  firstName: z.string(),
  pricePer: z.enum(EXTRA_PRICE_UNITS),
  amountCents: z.number().int(),
})

/**
 * What cancelling now would give back, as the server will refund it: everything 48 hours or more
 * before the start; later, a term's sessions more than 48 hours away (with their extras) under
 * its pro rata rule, and nothing under "no refund after start" or for a single session.
 */
export const cancellationQuoteSchema = z.object({
  refundCents: z.number().int(),
  rule: z.enum(['full', 'pro_rata', 'no_refund_after_start', 'none']),
  /** For a term enrolment's withdrawal: the sessions refunded. */
  sessionsRefunded: z.number().int().nullable(),
})
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>

/** After a trial class: the rest of its term for the child, the trial's price counted. */
export const restOfTermSchema = z.object({
  termId: z.uuid(),
  termName: z.string(),
  childId: z.uuid(),
  /** The child's first name, for the questions the enrolment may still ask. */
  childFirstName: z.string(),
  sessionsLeft: z.number().int(),
  sessionCount: z.number().int(),
  /** The late join's price less the trial's, never below 0. */
  priceCents: z.number().int(),
})
export type RestOfTerm = z.infer<typeof restOfTermSchema>

export const bookingSchema = z.object({
  id: z.uuid(),
  kind: z.enum(BOOKING_KINDS),
  /** The term of an enrolment, drop-in or trial; null for a single booking. */
  term: z.object({ id: z.uuid(), name: z.string(), isCamp: z.boolean() }).nullable(),
  status: bookingStatusSchema,
  quantity: z.number().int(),
  totalAmountCents: z.number().int(),
  paymentStatus: paymentStatusSchema,
  paidAmountCents: z.number().int(),
  refundedAmountCents: z.number().int(),
  /** A pending booking's places are held until then; null once it is confirmed or ended. */
  holdExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  activity: bookedActivitySchema,
  provider: bookedProviderSchema,
  /** The first session it covers (an enrolment's first; the one for other bookings). */
  session: bookedSessionSchema,
  /** Every session it covers, in order, cancelled ones and make-ups included. */
  sessions: z.array(coveredSessionSchema),
  extras: z.array(bookedExtraSchema),
  /** Null when it cannot be cancelled. */
  cancellation: cancellationQuoteSchema.nullable(),
  /** Offered on a trial booking while the child may still join its term. */
  restOfTerm: restOfTermSchema.nullable(),
  /** Set when its term or session was cancelled for too few places, with places to book instead. */
  runCancelled: runCancelledSchema.nullable(),
  location: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipcode: z.string(),
    })
    .nullable(),
  participants: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() })),
  /** The booking's price line by line, as booked (or as priced again when a child left). */
  priceLines: z.array(priceLineSchema),
  /** Account credit spent on it, before the card: the card pays the total less these. */
  creditUses: z.array(creditUseSchema).optional(),
  /**
   * When the provider cancelled it (or, for a term enrolment, one of its sessions) and offered
   * credit instead of a refund: each choice, the oldest first.
   */
  refundChoices: z.array(refundChoiceSchema).optional(),
  /** A booking paid over time: paid of the total, the next payment, and what is due now. */
  plan: planProgressSchema.nullable().optional(),
  canCancel: z.boolean(),
  canReview: z.boolean(),
  /** Messages from the provider that reached this booking, newest first. */
  announcements: z.array(bookingAnnouncementSchema),
  review: z
    .object({
      rating: z.number().int(),
      comment: z.string().nullable(),
      reply: providerReplySchema.nullable(),
    })
    .nullable(),
})
export type Booking = z.infer<typeof bookingSchema>

export const bookingListQuerySchema = adminPageQuerySchema.extend({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
})
export const bookingListSchema = adminPageSchema(bookingSchema)

export const reviewInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int({ error: 'Choose a rating from 1 to 5 stars' })
    .min(1, { error: 'Choose a rating from 1 to 5 stars' })
    .max(5, { error: 'Choose a rating from 1 to 5 stars' }),
  comment: multiLineText()
    .max(2000, { error: 'Please keep your review under 2000 characters' })
    .optional()
    .transform((value) => value || null),
})

export const calendarFeedSchema = z.object({ url: z.string() })

/** POST /api/bookings/{id}/children-cancellation: the booking after, and what was refunded. */
export const childrenCancellationSchema = z.object({
  booking: bookingSchema,
  refundCents: z.number().int().min(0),
})
export type ChildrenCancellation = z.infer<typeof childrenCancellationSchema>
