import { z } from 'zod'
import { PLAN_KINDS, type PlanPaymentStatus } from './payment-plans.ts'

/** A plan's payments still to make, whatever went wrong with them so far. */
export const UNPAID_PLAN_STATUSES: readonly PlanPaymentStatus[] = [
  'scheduled',
  'failed',
  'requires_action',
]

/**
 * What My Bookings shows of a booking paid over time, read from its plan's rows: paid of the
 * total, the next payment and its date, and what waits for the family now.
 */
export const planProgressSchema = z.object({
  kind: z.enum(PLAN_KINDS),
  paidCents: z.number().int(),
  totalCents: z.number().int(),
  /** The next payment still to be charged on its date; null when none is left. */
  next: z
    .object({ amountCents: z.number().int(), dueAt: z.iso.datetime({ offset: true }) })
    .nullable(),
  /** A refused card, a charge the bank wants confirmed, or a payment due not yet charged. */
  dueNowCents: z.number().int(),
  balanceCents: z.number().int(),
  /** Why "Pay now" is offered: the worst state of the payments due now; null when none is. */
  attention: z.enum(['failed', 'requires_action', 'due']).nullable(),
})
export type PlanProgress = z.infer<typeof planProgressSchema>

type PaymentFacts = { amountCents: number; dueAt: string; status: PlanPaymentStatus }

/**
 * A plan's progress at `now`. A booking that is no longer going ahead (`active` false) owes
 * nothing: its unpaid payments read as stopped whether or not the job has tidied them yet.
 */
export function planProgress(options: {
  kind: PlanProgress['kind']
  payments: readonly PaymentFacts[]
  active: boolean
  now: Date
}): PlanProgress {
  const { kind, payments, active, now } = options
  const sum = (some: readonly PaymentFacts[]) => some.reduce((t, p) => t + p.amountCents, 0)
  const unpaid = active ? payments.filter((p) => UNPAID_PLAN_STATUSES.includes(p.status)) : []
  const dueNow = unpaid.filter(
    (p) => p.status !== 'scheduled' || Date.parse(p.dueAt) <= now.getTime(),
  )
  const next = unpaid.find((p) => !dueNow.includes(p))
  const statuses = new Set(dueNow.map((p) => p.status))
  const attention = statuses.has('failed')
    ? 'failed'
    : statuses.has('requires_action')
      ? 'requires_action'
      : dueNow.length > 0
        ? 'due'
        : null
  return {
    kind,
    paidCents: sum(payments.filter((p) => p.status === 'paid')),
    totalCents: sum(payments),
    next: next
      ? { amountCents: next.amountCents, dueAt: new Date(next.dueAt).toISOString() }
      : null,
    dueNowCents: sum(dueNow),
    balanceCents: sum(unpaid),
    attention,
  }
}
