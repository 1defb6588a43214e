import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema, adminSearchSchema } from './admin.ts'
import { formatRevenue } from './money.ts'
import { priceLineSchema } from './price-lines.ts'
import { paymentStatusSchema } from './roles.ts'
import { singleLineText } from './text.ts'

/** The money movements the admin ledger lists; platform fees show on their payment or refund. */
export const ADMIN_PAYMENT_KINDS = ['payment', 'refund'] as const
export type AdminPaymentKind = (typeof ADMIN_PAYMENT_KINDS)[number]
export const ADMIN_PAYMENT_KIND_LABELS: Record<AdminPaymentKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
}

/** A refund's reference until the processor has accepted it and given it an id. */
export const PENDING_REFERENCE = 'pending'

const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD'
const DATES_OUT_OF_ORDER = 'The end date must be on or after the start date'

/** `from` and `to` are whole days in UTC, both included. */
const paymentFilters = {
  kind: z.enum(ADMIN_PAYMENT_KINDS, { error: 'Choose payments or refunds' }).optional(),
  from: z.iso.date({ error: DAY_MESSAGE }).optional(),
  to: z.iso.date({ error: DAY_MESSAGE }).optional(),
  provider: z.uuid({ error: 'Not a valid provider id' }).optional(),
  q: adminSearchSchema,
}

const datesInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to

/** GET /api/admin/payments.csv: the list's filters, every row. */
export const adminPaymentFilterSchema = z
  .object(paymentFilters)
  .refine(datesInOrder, { error: DATES_OUT_OF_ORDER, path: ['to'] })
export type AdminPaymentFilter = z.input<typeof adminPaymentFilterSchema>

/** GET /api/admin/payments: search matches the family's email, the booking id or the reference. */
export const adminPaymentListQuerySchema = adminPageQuerySchema
  .extend(paymentFilters)
  .refine(datesInOrder, { error: DATES_OUT_OF_ORDER, path: ['to'] })
export type AdminPaymentListQuery = z.input<typeof adminPaymentListQuerySchema>

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ADMIN_PAYMENT_KINDS),
  createdAt: z.iso.datetime({ offset: true }),
  amountCents: z.number().int(),
  /** The platform's fee on a payment, or the share of it a refund gave back. */
  feeCents: z.number().int(),
  bookingId: z.uuid(),
  /** The booking's money now, so a payment row knows what is left to refund. */
  bookingPaymentStatus: paymentStatusSchema,
  leftToRefundCents: z.number().int(),
  activity: z.object({ id: z.uuid(), title: z.string() }),
  provider: z.object({ id: z.uuid(), businessName: z.string() }),
  /** Null once the family's account is deleted. */
  familyEmail: z.string().nullable(),
  /** The processor's id for the movement, or 'pending' while a refund is not yet accepted. */
  reference: z.string(),
  reason: z.string().nullable(),
  /** The admin who refunded by hand; null for payments and automatic refunds. */
  adminEmail: z.string().nullable(),
  /** How the booking's price was worked out: its current lines, in order (ADR 43). */
  priceLines: z.array(priceLineSchema),
})
export type AdminPayment = z.infer<typeof adminPaymentSchema>

/** Over every row the filters match, not only this page. */
export const adminPaymentTotalsSchema = z.object({
  grossCents: z.number().int(),
  refundsCents: z.number().int(),
  /** Platform fees less the fees given back with refunds. */
  feesCents: z.number().int(),
  /**
   * What the providers keep: gross less refunds less fees, plus what the platform paid them for
   * its codes (`platformCodesCents`), as their payouts count it.
   */
  providerNetCents: z.number().int(),
  /**
   * What platform codes cost the platform in the range: its share of the codes' discounts, paid to
   * the providers when bookings were confirmed, less what refunds gave back. The kind filter
   * leaves it alone: it is neither a payment nor a refund of a family's.
   */
  platformCodesCents: z.number().int(),
})
export type AdminPaymentTotals = z.infer<typeof adminPaymentTotalsSchema>

export const adminPaymentPageSchema = adminPageSchema(adminPaymentSchema).extend({
  totals: adminPaymentTotalsSchema,
  /** Providers with any money movement, for the provider filter. */
  providers: z.array(z.object({ id: z.uuid(), businessName: z.string() })),
})
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>

const REFUND_REASON = 'Please give a reason of at least 3 characters.'
const refundReasonSchema = singleLineText({ error: REFUND_REASON })
  .min(3, { error: REFUND_REASON })
  .max(500, { error: 'Please keep the reason under 500 characters.' })

/** POST /api/admin/bookings/{id}/refund: without an amount, everything left is refunded. */
export const adminRefundInputSchema = z.object({
  amountCents: z
    .number({ error: 'The amount must be a whole number of cents above 0' })
    .int({ error: 'The amount must be a whole number of cents above 0' })
    .positive({ error: 'The amount must be a whole number of cents above 0' })
    .optional(),
  reason: refundReasonSchema,
})
export type AdminRefundInput = z.input<typeof adminRefundInputSchema>

const AMOUNT_FORMAT = 'Enter an amount in dollars, like 12.50'

/** The refund dialog: dollars as typed, at most what is left, read into the request's cents. */
export function adminRefundFormSchema(leftToRefundCents: number) {
  return z
    .object({
      amount: singleLineText({ error: AMOUNT_FORMAT })
        .transform((value) => value.replace(/^\$/, ''))
        .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, { error: AMOUNT_FORMAT }))
        .transform((value) => Math.round(Number(value) * 100))
        .pipe(
          z
            .number()
            .positive({ error: 'The amount must be more than $0.00' })
            .max(leftToRefundCents, {
              error: `Only ${formatRevenue(leftToRefundCents)} is left to refund`,
            }),
        ),
      reason: refundReasonSchema,
    })
    .transform(({ amount, reason }) => ({ amountCents: amount, reason }))
}
export type AdminRefundFormInput = z.input<ReturnType<typeof adminRefundFormSchema>>

/** The booking's money after a refund. */
export const adminRefundResultSchema = z.object({
  bookingId: z.uuid(),
  refundedNowCents: z.number().int(),
  paidAmountCents: z.number().int(),
  refundedAmountCents: z.number().int(),
  paymentStatus: paymentStatusSchema,
})
export type AdminRefundResult = z.infer<typeof adminRefundResultSchema>
