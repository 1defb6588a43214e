import type { PlanPaymentStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import type { PaymentProvider } from '../../../infra/payments/index.ts'
import { notFound } from '../../../lib/http-problem.ts'
import { recordPayment } from '../../bookings/index.ts'
import { feeShareOf } from '../ledger/index.ts'
import { cancelOverduePlans, type MissedRow, recordMissedPayment } from './missed-payments.ts'
import { markPlanPaid, UNPAID } from './plan-rows.ts'

export const CHARGE_PLAN_PAYMENTS_JOB = 'charge-plan-payments'

/** At most this many payments per run; the next run, a minute later, takes the rest. */
const BATCH = 50

type Claimed = MissedRow & {
  seq: number
  status: string
  bookingStatus: string
  totalAmountCents: number
  paidAmountCents: number
  platformFeeCents: number
  accountId: string | null
  customerRef: string | null
  cardRef: string | null
}

const isDue = (now: Date) =>
  sql`(p.status = 'scheduled' and p.due_at <= ${now})
    or (p.status in ('failed', 'requires_action') and p.next_attempt_at <= ${now})`

export type ChargeContext = Notices & {
  db: Database
  jobs: JobQueue
  payments: PaymentProvider
  graceDays: number
  now: Date
}

/**
 * Charges one due payment to the saved card. Its row and its booking stay locked from the claim
 * until the outcome is stored (a second worker skips them), and the charge's idempotency key
 * names the payment and the attempt: a worker killed mid-charge leaves nothing stored, and the
 * next one retries under the same key, which the processor answers with the first charge.
 */
async function chargeOne(context: ChargeContext, paymentId: string) {
  const { now } = context
  await context.db.transaction(async (tx) => {
    const [row] = await queryRows<Claimed>(
      tx,
      sql`select p.id, p.booking_id as "bookingId", p.seq, p.amount_cents as "amountCents",
          p.attempts, p.first_failed_at as "firstFailedAt", p.status, b.status as "bookingStatus",
          s.starts_at as "startsAt", b.total_amount_cents as "totalAmountCents",
          b.paid_amount_cents as "paidAmountCents", b.platform_fee_cents as "platformFeeCents",
          v.payment_account_id as "accountId", bp.customer_ref as "customerRef",
          bp.card_ref as "cardRef"
        from plan_payments p
        join booking_plans bp on bp.booking_id = p.booking_id
        join bookings b on b.id = p.booking_id
        join activity_schedules s on s.id = b.schedule_id
        join activities a on a.id = b.activity_id
        join vendors v on v.id = a.vendor_id
        where p.id = ${paymentId} and (${isDue(now)})
        for update of p, b skip locked`,
    )
    if (!row) return
    if (row.bookingStatus !== 'confirmed') {
      // The booking ended (or was never paid for): its payments still due are not taken.
      if (row.bookingStatus !== 'pending') {
        await queryRows(tx, sql`update plan_payments set status = 'cancelled' where id = ${row.id}`)
      }
      return
    }
    const attempt = Number(row.attempts) + 1
    const idempotencyKey = `plan-payment-${row.id}-${attempt}`
    await queryRows(
      tx,
      sql`update plan_payments set charge_key = ${idempotencyKey}, attempts = ${attempt}
        where id = ${row.id}`,
    )
    const amountCents = Number(row.amountCents)
    const result = await context.payments.chargeSavedCard({
      bookingId: row.bookingId,
      planPaymentId: row.id,
      idempotencyKey,
      amountCents,
      platformFeeCents: feeShareOf({
        feeCents: Number(row.platformFeeCents),
        totalCents: Number(row.totalAmountCents),
        paidBeforeCents: Number(row.paidAmountCents),
        amountCents,
      }),
      connectedAccountId: row.accountId ?? '',
      customerRef: row.customerRef,
      cardRef: row.cardRef,
    })
    if (result.status === 'succeeded') {
      const paymentReference = result.reference
      await recordPayment({ db: tx, bookingId: row.bookingId, amountCents, paymentReference })
      await markPlanPaid({
        db: tx,
        bookingId: row.bookingId,
        upToSeq: row.seq,
        paymentReference,
        now,
      })
      return
    }
    await recordMissedPayment({
      ...context,
      db: tx,
      row,
      attempt,
      status: result.status,
      message: result.message,
      reference: result.reference,
    })
  })
}

/**
 * In test payments only (the demo and the browser tests): charges the booking's next payment
 * still to make as the job would on its date, or on its next retry when it failed, at once and
 * for this booking alone, so no other family's plan moves. Answers the payment's status after,
 * or not found when the booking has none left (or is not the plan of a booking at all).
 */
export async function chargeNextPaymentNow(context: ChargeContext & { bookingId: string }) {
  const [next] = await queryRows<{ id: string; at: Date | string }>(
    context.db,
    sql`select p.id, coalesce(p.next_attempt_at, p.due_at) as at from plan_payments p
      where p.booking_id = ${context.bookingId} and p.status in ${UNPAID}
      order by p.seq limit 1`,
  )
  if (!next) throw notFound(NOTHING_TO_CHARGE)
  const at = new Date(Math.max(new Date(next.at).getTime(), context.now.getTime()) + 60_000)
  await chargeOne({ ...context, now: at }, next.id)
  const [after] = await queryRows<{ status: PlanPaymentStatus }>(
    context.db,
    sql`select status from plan_payments where id = ${next.id}`,
  )
  return { paymentId: next.id, status: after?.status ?? 'scheduled' }
}

export const NOTHING_TO_CHARGE = 'This booking has no plan payment left to charge.'

/**
 * The plans' job: charges every payment due by `now` (or whose retry is due) once, then cancels
 * the bookings whose payment stayed unpaid past the grace period. Safe to run twice or on two
 * workers at once; whether a payment is due is read from its row at `now`.
 */
export async function chargeDuePlanPayments(context: ChargeContext) {
  const due = await queryRows<{ id: string }>(
    context.db,
    sql`select p.id from plan_payments p where ${isDue(context.now)}
      order by p.due_at limit ${BATCH}`,
  )
  for (const { id } of due) await chargeOne(context, id)
  await cancelOverduePlans(context)
}
