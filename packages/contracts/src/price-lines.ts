import { z } from 'zod'
import { creditUseSchema } from './credit.ts'
import { paymentChoiceSchema } from './payment-plans.ts'

/** The lines of a price quote, in the order they are worked out and shown. */
export const PRICE_LINE_KINDS = [
  'base',
  'extra',
  'early_bird',
  'siblings',
  'several_bookings',
  'code',
] as const
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number]

/** One line of a price quote; a discount's amount is negative. */
export const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  /** What the family reads: "Sibling discount (2nd child)". */
  label: z.string(),
  amountCents: z.number().int(),
  /** The child a line is for, and their first name; none for a line of the whole booking. */
  childId: z.uuid().optional(),
  firstName: z.string().optional(),
})
export type PriceLine = z.infer<typeof priceLineSchema>

/** The price of a booking, line by line, and what the family pays. */
export const priceQuoteSchema = z.object({
  lines: z.array(priceLineSchema),
  totalCents: z.number().int().min(0),
})
export type PriceQuote = z.infer<typeof priceQuoteSchema>

const TYPED_CODE = 'Enter the code as it was given to you'
/**
 * A promo code the family types at checkout; blank for none. Matched without case. Optional on
 * both sides of the schema, so a request without one need not name it.
 */
export const typedCodeSchema = z
  .string({ error: TYPED_CODE })
  .trim()
  .max(30, { error: TYPED_CODE })
  .transform((value) => value || undefined)
  .optional()

/**
 * POST /api/bookings/quote and POST /api/terms/{id}/enrolments/quote: what the booking asked for
 * would cost now, line by line, before anything is held. A code that cannot be used is left out
 * of the quote, and `codeRefusal` says why in a sentence.
 */
export const bookingQuoteSchema = priceQuoteSchema.extend({
  codeRefusal: z.string().nullable(),
  /** The family's credit that would be spent before the card, and what is left for the card. */
  creditUses: z.array(creditUseSchema).optional(),
  cardCents: z.number().int().optional(),
  /** How the total may be paid, with every date and amount: a term's plan beside paying in full. */
  paymentChoices: z.array(paymentChoiceSchema).optional(),
})
export type BookingQuote = z.infer<typeof bookingQuoteSchema>

/** Taking some children off a confirmed booking; the others keep their places. */
export const childrenCancellationRequestSchema = z.object({
  participantIds: z
    .array(z.uuid({ error: 'Choose the children to take off the booking' }))
    .min(1, { error: 'Choose the children to take off the booking' })
    .max(10, { error: 'Choose the children to take off the booking' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'Each child can be chosen once',
    }),
})
export type ChildrenCancellationRequest = z.infer<typeof childrenCancellationRequestSchema>

/**
 * The arithmetic of taking children off a booking, as the server will do it: the children who
 * stay are priced again under the rules and code they were booked with; the refund is what was
 * paid (less earlier refunds) minus their new price, never negative.
 */
export const childrenCancellationQuoteSchema = z.object({
  /** What the family has paid and not had back. */
  paidCents: z.number().int(),
  /** The lines of the children who stay, priced again. */
  staying: priceQuoteSchema,
  refundCents: z.number().int().min(0),
  /**
   * What the children taken off cost on their own lines, less the refund: the discounts the
   * others lose (a 2nd child's discount moving to another child, or ending).
   */
  discountReversedCents: z.number().int().min(0),
})
export type ChildrenCancellationQuote = z.infer<typeof childrenCancellationQuoteSchema>
