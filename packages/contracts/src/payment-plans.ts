import { z } from 'zod'
import { formatRevenue } from './money.ts'

export const PLAN_KINDS = ['deposit', 'instalments'] as const
export type PlanKind = (typeof PLAN_KINDS)[number]
/** What a family chooses at checkout: the whole price now, or the term's plan. */
export const PAYMENT_CHOICES = ['full', ...PLAN_KINDS] as const
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number]

/** Plans are not offered when the start is closer than this (the default of a setting). */
export const DEFAULT_PLAN_MIN_DAYS_AHEAD = 30
/** A deposit's balance is due this many days before the start unless the provider says. */
export const DEFAULT_BALANCE_DAYS_BEFORE = 14
/** The last instalment falls at least this many days before the start. */
export const LAST_INSTALMENT_DAYS_BEFORE = 7
export const MIN_INSTALMENTS = 2
export const MAX_INSTALMENTS = 6
/** A failed payment is tried again on these days after its first failure. */
export const PLAN_RETRY_DAYS = [0, 3, 7] as const
/** After this many days unpaid the booking is cancelled (never past the start). */
export const DEFAULT_PLAN_GRACE_DAYS = 10

export const PLAN_PAYMENT_STATUSES = [
  'scheduled',
  'paid',
  'failed',
  'requires_action',
  'cancelled',
] as const
export type PlanPaymentStatus = (typeof PLAN_PAYMENT_STATUSES)[number]

const INSTALMENTS = `Choose ${MIN_INSTALMENTS} to ${MAX_INSTALMENTS} payments`
const PERCENT = 'A deposit percentage is a whole number from 1 to 99'
const DEPOSIT = 'Enter a deposit of at least $0.01'
const BALANCE_DAYS = 'The balance is due 1 to 180 days before the start'

/** The plan a provider offers for a term or camp week: none, a deposit, or instalments. */
export const termPaymentPlanSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z
    .object({
      kind: z.literal('deposit'),
      depositCents: z
        .number({ error: DEPOSIT })
        .int({ error: DEPOSIT })
        .min(1, { error: DEPOSIT })
        .nullable(),
      depositPercent: z
        .number({ error: PERCENT })
        .int({ error: PERCENT })
        .min(1, { error: PERCENT })
        .max(99, { error: PERCENT })
        .nullable(),
      balanceDaysBefore: z
        .number({ error: BALANCE_DAYS })
        .int({ error: BALANCE_DAYS })
        .min(1, { error: BALANCE_DAYS })
        .max(180, { error: BALANCE_DAYS }),
    })
    .refine((plan) => (plan.depositCents === null) !== (plan.depositPercent === null), {
      error: 'Give the deposit as an amount or as a percentage, not both',
      path: ['depositCents'],
    }),
  z.object({
    kind: z.literal('instalments'),
    instalments: z
      .number({ error: INSTALMENTS })
      .int({ error: INSTALMENTS })
      .min(MIN_INSTALMENTS, { error: INSTALMENTS })
      .max(MAX_INSTALMENTS, { error: INSTALMENTS }),
  }),
])
export type TermPaymentPlan = z.infer<typeof termPaymentPlanSchema>
export type OfferedPlan = Exclude<TermPaymentPlan, { kind: 'none' }>

/** One payment of a schedule: how much, and when it is taken. */
export const scheduledPaymentSchema = z.object({
  amountCents: z.number().int(),
  dueAt: z.iso.datetime({ offset: true }),
})
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>

/** A way to pay the quoted total, with every date and amount, as the family chooses it. */
export const paymentChoiceSchema = z.object({
  choice: z.enum(PAYMENT_CHOICES),
  payments: z.array(scheduledPaymentSchema).min(1),
})
export type PaymentChoiceOption = z.infer<typeof paymentChoiceSchema>

/** The checkout's body: how the family pays. Without one, in full. */
export const checkoutRequestSchema = z.object({
  choice: z.enum(PAYMENT_CHOICES, { error: 'Choose how to pay' }).default('full'),
})
export type CheckoutChoice = z.infer<typeof checkoutRequestSchema>

const DAY_MS = 86_400_000
const dateWords = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

export const depositTooLarge = (depositCents: number, priceCents: number) =>
  `The deposit of ${formatRevenue(depositCents)} is more than the price of ${formatRevenue(priceCents)}.`

export const lastPaymentTooLate = (count: number, last: Date, startsAt: Date) =>
  `With ${count} payments the last would fall on ${dateWords(last)}, less than ${LAST_INSTALMENT_DAYS_BEFORE} days before the start on ${dateWords(startsAt)}: choose fewer payments.`

export const balanceTooLate = (due: Date) =>
  `The balance would be due on ${dateWords(due)}, which has passed: choose fewer days before the start.`

/** The same moment `months` calendar months later, on the last day of a shorter month. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime())
  const day = from.getUTCDate()
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target
}

/** A deposit's amount for a price: the amount given, or its percentage rounded to the cent. */
export function depositOf(plan: Extract<OfferedPlan, { kind: 'deposit' }>, totalCents: number) {
  return plan.depositCents ?? Math.round((totalCents * (plan.depositPercent ?? 0)) / 100)
}

export type ScheduleResult =
  | { ok: true; payments: { amountCents: number; dueAt: Date }[] }
  | { ok: false; reason: string }

/**
 * Splits a quoted total by a plan, the first payment at `now`. A deposit is taken now and the
 * balance on its day before the start; instalments are equal, monthly on the same day, the
 * cents left by rounding going into the first. Refused (with the sentence) when a deposit is
 * larger than the price or leaves nothing to pay later, or a payment would fall too close to
 * the start or in the past.
 */
export function planSchedule(options: {
  plan: OfferedPlan
  totalCents: number
  startsAt: Date
  now: Date
}): ScheduleResult {
  const { plan, totalCents, startsAt, now } = options
  if (plan.kind === 'deposit') {
    const deposit = depositOf(plan, totalCents)
    if (deposit >= totalCents) return { ok: false, reason: depositTooLarge(deposit, totalCents) }
    const balanceDue = new Date(startsAt.getTime() - plan.balanceDaysBefore * DAY_MS)
    if (balanceDue.getTime() <= now.getTime()) {
      return { ok: false, reason: balanceTooLate(balanceDue) }
    }
    return {
      ok: true,
      payments: [
        { amountCents: deposit, dueAt: now },
        { amountCents: totalCents - deposit, dueAt: balanceDue },
      ],
    }
  }
  const count = plan.instalments
  const last = addMonths(now, count - 1)
  if (last.getTime() > startsAt.getTime() - LAST_INSTALMENT_DAYS_BEFORE * DAY_MS) {
    return { ok: false, reason: lastPaymentTooLate(count, last, startsAt) }
  }
  const each = Math.floor(totalCents / count)
  if (each < 1) return { ok: false, reason: 'The price is too small to split.' }
  return {
    ok: true,
    payments: Array.from({ length: count }, (_, index) => ({
      amountCents: index === 0 ? totalCents - each * (count - 1) : each,
      dueAt: addMonths(now, index),
    })),
  }
}

/**
 * The ways a family may pay a quoted total: always in full, and the provider's plan when the
 * start is far enough away and the plan fits before it.
 */
export function paymentChoices(options: {
  plan: OfferedPlan | null
  totalCents: number
  startsAt: Date
  now: Date
  minDaysAhead?: number
}): PaymentChoiceOption[] {
  const { plan, totalCents, startsAt, now, minDaysAhead = DEFAULT_PLAN_MIN_DAYS_AHEAD } = options
  const full = {
    choice: 'full' as const,
    payments: [{ amountCents: totalCents, dueAt: now.toISOString() }],
  }
  const farEnough = startsAt.getTime() - now.getTime() >= minDaysAhead * DAY_MS
  if (!plan || totalCents <= 0 || !farEnough) return [full]
  const schedule = planSchedule({ plan, totalCents, startsAt, now })
  if (!schedule.ok) return [full]
  const payments = schedule.payments.map((payment) => ({
    amountCents: payment.amountCents,
    dueAt: payment.dueAt.toISOString(),
  }))
  return [full, { choice: plan.kind, payments }]
}

/**
 * A provider's plan setting for a term: the plan, and whether a family whose later payment never
 * comes keeps the first payment's worth refunded (false) or the provider keeps it (true).
 */
export const termPlanSettingSchema = z.object({
  plan: termPaymentPlanSchema,
  keepsFirstPayment: z.boolean().default(true),
})
export type TermPlanSetting = z.infer<typeof termPlanSettingSchema>

/** One payment of a booking's plan, as the family and the provider see it. */
export const planPaymentSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  amountCents: z.number().int(),
  dueAt: z.iso.datetime({ offset: true }),
  status: z.enum(PLAN_PAYMENT_STATUSES),
  /** Why the last try did not go through, in the processor's words. */
  lastError: z.string().nullable(),
})
export type PlanPayment = z.infer<typeof planPaymentSchema>

/** A booking paid over time: its payments, what is paid, due now and left to pay. */
export const bookingPlanSchema = z.object({
  bookingId: z.uuid(),
  kind: z.enum(PLAN_KINDS),
  activityTitle: z.string(),
  /** The venue's: the payments' dates are read on its calendar. */
  timeZone: z.string(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  /** Failed, waiting for the family, or due and not yet charged: what "Pay now" takes. */
  dueNowCents: z.number().int(),
  /** Everything still to pay: what paying off early takes. */
  balanceCents: z.number().int(),
  payments: z.array(planPaymentSchema),
})
export type BookingPlan = z.infer<typeof bookingPlanSchema>

export const PLAN_PAY_WHAT = ['due', 'balance'] as const
/** Pay now: the amount due (a failed payment), or the whole balance early. */
export const planCheckoutRequestSchema = z.object({
  pay: z.enum(PLAN_PAY_WHAT, { error: 'Choose what to pay' }),
})
export type PlanCheckoutRequest = z.infer<typeof planCheckoutRequestSchema>

export const PLAN_NOTHING_DUE = 'Nothing is due on this booking now: every payment due is paid.'
export const PLAN_PAID_IN_FULL = 'This booking is paid in full: there is nothing left to pay.'
export const PLAN_NOT_ACTIVE = 'This booking is no longer being paid for: it is not confirmed.'
export const PLAN_NO_CARD_TO_CHANGE =
  'This plan has no payments left to charge, so there is no card to change.'

/** POST /api/admin/payment-plans/{id}/charge-next (test payments only): what the charge did. */
export const adminChargedPlanPaymentSchema = z.object({
  paymentId: z.uuid(),
  status: z.enum(PLAN_PAYMENT_STATUSES),
})
