import { type Booking, type PlanPaymentStatus, planProgress } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { fromJson } from '../../db/query-rows.ts'

type PlanFacts = {
  kind: 'deposit' | 'instalments'
  payments: { amountCents: number; dueAt: string; status: PlanPaymentStatus }[]
}

/** What My Bookings reads of a booking `b` paid over time: its plan's payments. */
export type PlanRow = { plan?: PlanFacts | string | null }

/**
 * The plan of the booking `b` (which the payments module writes), its payments in order, read in
 * the list's own statement so a page of bookings costs one query whatever it holds.
 */
export const PLAN_COLUMN = sql`(select json_build_object('kind', bpl.kind,
      'payments', (select json_agg(json_build_object('amountCents', pp.amount_cents,
          'dueAt', pp.due_at, 'status', pp.status) order by pp.seq)
        from plan_payments pp where pp.booking_id = bpl.booking_id))
    from booking_plans bpl where bpl.booking_id = b.id) as plan`

/** The answer's plan, from `PLAN_COLUMN`: shown while the booking goes ahead, after its first payment. */
export function planAnswer(row: PlanRow, status: Booking['status'], now: Date): Booking['plan'] {
  const facts = row.plan ? fromJson(row.plan) : null
  if (!facts || status !== 'confirmed') return null
  return planProgress({
    kind: facts.kind,
    payments: (facts.payments ?? []).map((payment) => ({
      amountCents: Number(payment.amountCents),
      dueAt: new Date(payment.dueAt).toISOString(),
      status: payment.status,
    })),
    active: true,
    now,
  })
}
