import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import type { PaymentEvent } from '../../../infra/payments/index.ts'
import { recordPayment, refundBooking } from '../../bookings/index.ts'
import { type MissedRow, recordMissedPayment } from './missed-payments.ts'
import { markPlanPaid, saveCard } from './plan-rows.ts'

type Completed = Extract<PaymentEvent, { type: 'checkout.completed' }>
type PlanEvent = Extract<
  PaymentEvent,
  { type: 'plan_payment.succeeded' | 'plan_payment.failed' | 'plan_payment.requires_action' }
>

async function lockPlanPayment(db: Database, bookingId: string, planPaymentId: string) {
  const [row] = await queryRows<
    MissedRow & { seq: number; status: string; paymentReference: string | null }
  >(
    db,
    sql`select p.id, p.booking_id as "bookingId", p.seq, p.status, p.amount_cents as "amountCents",
        p.attempts, p.first_failed_at as "firstFailedAt", p.payment_reference as "paymentReference",
        s.starts_at as "startsAt"
      from plan_payments p
      join bookings b on b.id = p.booking_id
      join activity_schedules s on s.id = b.schedule_id
      where p.id = ${planPaymentId} and p.booking_id = ${bookingId}
      for update of p`,
  )
  return row
}

/**
 * A paid payment of a confirmed plan: the payments it covered are marked paid, and anything
 * paid beyond them (a payment the job took meanwhile) is refunded at once. Answers false when
 * it covered nothing, as a payment already paid.
 */
async function settleLater(
  options: { db: Database; jobs: JobQueue; bookingId: string; seq: number; now: Date } & Pick<
    Completed,
    'amountCents' | 'paymentReference'
  >,
) {
  const { db, jobs, bookingId, amountCents, paymentReference, seq, now } = options
  const covered = await markPlanPaid({ db, bookingId, upToSeq: seq, paymentReference, now })
  if (covered === 0) return false
  if (amountCents > covered) {
    await refundBooking({
      db,
      jobs,
      bookingId,
      amountCents: amountCents - covered,
      reason: 'Paid more than the plan had due',
    })
  }
  return true
}

/**
 * A checkout of a plan's payment completed and its payment is recorded. The first payment of a
 * held booking is marked paid and its card saved; the booking is then confirmed as any other.
 * A later payment (the amount due, or the balance paid early) marks what it covered paid and
 * saves the card paid with for the payments still due. Answers true when the payment is
 * settled; false leaves it to the checkout's own rules (a payment for nothing is refunded).
 */
export async function settlePlanCheckout(options: {
  db: Database
  jobs: JobQueue
  event: Completed & { planPaymentId: string }
  bookingStatus: string
  now?: Date
}) {
  const { db, jobs, event, bookingStatus, now = new Date() } = options
  const row = await lockPlanPayment(db, event.bookingId, event.planPaymentId)
  if (!row || row.status === 'paid') return false
  const card = {
    db,
    bookingId: event.bookingId,
    customerRef: event.customerRef,
    cardRef: event.cardRef,
  }
  if (bookingStatus === 'pending') {
    if (Number(row.seq) !== 1) return false
    await markPlanPaid({ ...event, db, upToSeq: 1, now })
    await saveCard(card)
    return false
  }
  if (bookingStatus !== 'confirmed') return false
  const settled = await settleLater({ ...event, db, jobs, seq: Number(row.seq), now })
  if (settled) await saveCard(card)
  return settled
}

/**
 * What the processor says of a charge of a plan's payment (Stripe's payment_intent events). A
 * success not yet recorded is recorded and marks the payment paid; a refusal or a charge the
 * bank wants confirmed is recorded as the job would. An event for no payment of ours, or for a
 * payment already settled or already known to have failed, changes nothing.
 */
export async function handlePlanPaymentEvent(
  options: Notices & {
    db: Database
    jobs: JobQueue
    event: PlanEvent
    graceDays: number
    now?: Date
  },
) {
  const { db, event, now = new Date() } = options
  const [booking] = await queryRows<{ status: string }>(
    db,
    sql`select status from bookings where id = ${event.bookingId} for update`,
  )
  if (booking?.status !== 'confirmed') return
  const row = await lockPlanPayment(db, event.bookingId, event.planPaymentId)
  if (!row || row.status === 'paid' || row.status === 'cancelled') return
  if (event.type === 'plan_payment.succeeded') {
    const recorded = await recordPayment({ ...event, db })
    if (recorded) await settleLater({ ...options, ...event, seq: Number(row.seq), now })
    return
  }
  if (row.paymentReference === event.paymentReference) return
  await recordMissedPayment({
    ...options,
    row,
    attempt: Math.max(1, Number(row.attempts)),
    status: event.type === 'plan_payment.failed' ? 'failed' : 'requires_action',
    message: event.message ?? 'Your card was declined.',
    reference: event.paymentReference,
    now,
  })
}
