import { z } from 'zod'
import { adminPageQuerySchema, adminPageSchema } from './admin.ts'

/**
 * Where a plan's payment stands at a moment, read from its row: still to be collected (due
 * later, due and not yet charged, failed and being retried, waiting for the family to confirm
 * with their bank), or collected: paid, or recovered (paid after a failure).
 */
export const PLAN_COLLECTION_STATES = [
  'upcoming',
  'due',
  'retrying',
  'waiting_for_family',
  'paid',
  'recovered',
] as const
export type PlanCollectionState = (typeof PLAN_COLLECTION_STATES)[number]

/** Each state in the reports' words, on screen and in the CSV. */
export const PLAN_COLLECTION_STATE_WORDS: Record<PlanCollectionState, string> = {
  upcoming: 'Due later',
  due: 'Due, not yet charged',
  retrying: 'Failed, retrying',
  waiting_for_family: 'Waiting for the family',
  paid: 'Paid',
  recovered: 'Recovered',
}

/** The states of a payment not yet collected, in the order the reports show them. */
export const NOT_COLLECTED_STATES = ['due', 'retrying', 'waiting_for_family', 'upcoming'] as const

/** One payment of a booking's plan, as the provider's and the admin's reports list it. */
export const planCollectionRowSchema = z.object({
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  activityTitle: z.string(),
  /** First name and last initial of the family. */
  familyName: z.string(),
  providerName: z.string(),
  /** This payment's place in its plan: 2 of 3. */
  seq: z.number().int(),
  paymentCount: z.number().int(),
  amountCents: z.number().int(),
  dueAt: z.iso.datetime({ offset: true }),
  state: z.enum(PLAN_COLLECTION_STATES),
  /** Tries made to charge the saved card. */
  attempts: z.number().int(),
  /** When a failed payment is tried again; null when no try is planned. */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
})
export type PlanCollectionRow = z.infer<typeof planCollectionRowSchema>

/** How many payments, and their sum. */
const countedSumSchema = z.object({ payments: z.number().int(), cents: z.number().int() })
export type CountedSum = z.infer<typeof countedSumSchema>

/** GET /api/vendor/payouts/to-collect: a page of the payments, and what they add up to. */
export const vendorToCollectQuerySchema = adminPageQuerySchema
export type VendorToCollectQuery = z.input<typeof vendorToCollectQuerySchema>

/**
 * The provider's plan payments not yet collected from families, the soonest due first: every
 * payment of a confirmed booking still to come, due, failed or waiting for the family.
 */
export const vendorToCollectSchema = z.object({
  timeZone: z.string(),
  items: adminPageSchema(planCollectionRowSchema),
  totals: z.object({
    due: countedSumSchema,
    retrying: countedSumSchema,
    waitingForFamily: countedSumSchema,
    upcoming: countedSumSchema,
    all: countedSumSchema,
  }),
})
export type VendorToCollect = z.infer<typeof vendorToCollectSchema>

export const ADMIN_PLAN_VIEWS = ['upcoming', 'failed', 'recovered'] as const
export type AdminPlanView = (typeof ADMIN_PLAN_VIEWS)[number]

/** GET /api/admin/payment-plans: which payments, a page at a time. */
export const adminPlanPaymentsQuerySchema = adminPageQuerySchema.extend({
  view: z
    .enum(ADMIN_PLAN_VIEWS, { error: 'Show upcoming, failed or recovered payments' })
    .default('upcoming'),
})
export type AdminPlanPaymentsQuery = z.input<typeof adminPlanPaymentsQuerySchema>

/**
 * Plan payments across providers: upcoming (due later or due now and not yet charged), failed
 * (being retried, or waiting for the family), recovered (paid after a failure). `collected` sums
 * every plan payment paid; `ledgerCents` is the ledger's payments of the same bookings, which
 * it must equal.
 */
export const adminPlanPaymentsSchema = adminPageSchema(planCollectionRowSchema).extend({
  view: z.enum(ADMIN_PLAN_VIEWS),
  totals: z.object({
    upcoming: countedSumSchema,
    failed: countedSumSchema,
    recovered: countedSumSchema,
    collected: countedSumSchema,
    ledgerCents: z.number().int(),
  }),
})
export type AdminPlanPayments = z.infer<typeof adminPlanPaymentsSchema>
