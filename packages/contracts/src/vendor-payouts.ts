import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'
import { paymentAccountStatusSchema, paymentStatusSchema } from './roles.ts'

export const PAYOUT_PERIODS = ['month', 'week'] as const
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number]

/** Without dates, earnings cover this month and the five before it. */
export const DEFAULT_PAYOUT_MONTHS = 6
/** Two years of weeks still make a table a provider can read. */
export const MAX_PAYOUT_RANGE_DAYS = 731

/** Date.parse rolls 2026-02-30 over to March 2: a real day reads back the same. */
function isRealDay(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

/** A calendar day on the provider's clock, as a date input gives it. */
const payoutDate = (what: string) =>
  z
    .string({ error: `Enter the ${what} date as YYYY-MM-DD` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Enter the ${what} date as YYYY-MM-DD` })
    .refine(isRealDay, { error: `Enter a real ${what} date` })

const rangeFields = { from: payoutDate('start').optional(), to: payoutDate('end').optional() }
const inOrder: [
  (range: { from?: string | undefined; to?: string | undefined }) => boolean,
  { error: string; path: string[] },
] = [
  (range) => !range.from || !range.to || range.from <= range.to,
  { error: 'The start date must be on or before the end date', path: ['from'] },
]

/** GET /api/vendor/payouts.csv: both ends optional, inclusive days on the provider's clock. */
export const payoutRangeSchema = z.object(rangeFields).refine(...inOrder)
export type PayoutRange = z.output<typeof payoutRangeSchema>

/** GET /api/vendor/payouts: the range, how it is cut into periods, and a page of bookings. */
export const vendorPayoutsQuerySchema = adminPageQuerySchema
  .extend({
    period: z.enum(PAYOUT_PERIODS, { error: 'Period must be month or week' }).default('month'),
    ...rangeFields,
  })
  .refine(...inOrder)
export type VendorPayoutsQuery = z.input<typeof vendorPayoutsQuerySchema>

/** Whether families can pay the provider; in test mode no money moves. */
export const paymentConnectionSchema = z.object({
  paymentAccountStatus: paymentAccountStatusSchema,
  testMode: z.boolean(),
})
export type PaymentConnection = z.infer<typeof paymentConnectionSchema>

/**
 * Money from the ledger, in cents: what families paid, what the platform kept (its fee less any
 * fee given back on refunds), what was refunded, and what is left for the provider.
 */
const earningsSchema = z.object({
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  /** Payments received; a refund is not a payment. */
  payments: z.number().int(),
})
export type Earnings = z.infer<typeof earningsSchema>

export const payoutBookingSchema = z.object({
  bookingId: z.uuid(),
  paidAt: z.iso.datetime({ offset: true }),
  activityTitle: z.string(),
  sessionStartsAt: z.iso.datetime({ offset: true }),
  /** The venue's zone, for the session's start. */
  sessionTimeZone: z.string(),
  /** First name and last initial of the family who booked. */
  familyName: z.string(),
  places: z.number().int(),
  paidCents: z.number().int(),
  feeCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  paymentStatus: paymentStatusSchema,
  /** What the booking's discount lines took off its price (ADR 43), as a positive amount. */
  discountCents: z.number().int(),
  /** The promo code the booking used, as it was written; null for none. */
  code: z.string().nullable(),
})
export type PayoutBooking = z.infer<typeof payoutBookingSchema>

/**
 * One discount given on bookings paid in the range: a rule of the provider's, in plain words, or
 * a code ('Code SPRING10'). A platform code is paid by the platform: it lowered what the family
 * paid, not what the provider earns.
 */
export const payoutDiscountSchema = z.object({
  label: z.string(),
  source: z.enum(['rule', 'code']),
  paidByPlatform: z.boolean(),
  /** Bookings it lowered. */
  bookings: z.number().int(),
  /** What it took off, as a positive amount. */
  amountCents: z.number().int(),
})
export type PayoutDiscount = z.infer<typeof payoutDiscountSchema>

/** The discounts of the bookings paid in the range, the largest first, read from their lines. */
export const payoutDiscountsSchema = z.object({
  items: z.array(payoutDiscountSchema),
  /** Everything the discounts took off families' prices. */
  totalCents: z.number().int(),
  /** The part of it platform codes took off, which the platform pays the provider. */
  paidByPlatformCents: z.number().int(),
})
export type PayoutDiscounts = z.infer<typeof payoutDiscountsSchema>

/**
 * Money counts on the day it moved, on the provider's clock: a refund in March lowers March even
 * when the payment was in February. The periods and the bookings add up to the totals.
 */
export const vendorPayoutsSchema = paymentConnectionSchema.extend({
  timeZone: z.string(),
  period: z.enum(PAYOUT_PERIODS),
  from: z.iso.date(),
  to: z.iso.date(),
  totals: earningsSchema,
  /** Every period the range touches, newest first, including those without money. */
  periods: z.array(earningsSchema.extend({ periodStart: z.iso.date() })),
  bookings: adminPageSchema(payoutBookingSchema),
  discounts: payoutDiscountsSchema,
})
export type VendorPayouts = z.infer<typeof vendorPayoutsSchema>

/** POST /api/vendor/payouts/connect: where the provider finishes connecting. */
export const paymentOnboardingSchema = z.object({ url: z.string() })
