import { type BookingKind, type PaymentChoice, paymentChoices } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { conflict } from '../../../lib/http-problem.ts'
import { bookingPlanOffer } from '../../bookings/index.ts'

export const PLAN_NOT_OFFERED =
  'This booking cannot be paid that way: no such plan is offered for it now. Choose to pay in full.'

/** The payments of a plan that are still to be made, whatever their state. */
export const UNPAID = sql`('scheduled', 'failed', 'requires_action')`

/** The part of a plan charged at checkout: its first payment, and the card to save. */
export type CheckoutPart = { paymentId: string; amountCents: number }

type Scheduled = { id: string; amountCents: number; dueAt: Date | string; kind: string }

/**
 * Writes the schedule the family chose for a held booking, or removes one chosen earlier when
 * they now pay in full; nothing is paid yet, so the schedule may change until it is. Answers the
 * first payment to charge at checkout (null to pay in full) and whether the schedule changed,
 * which closes any checkout opened for the old one. Refused when no such plan is offered for
 * this booking now (the start too near, or the plan would not fit before it).
 */
export async function preparePlan(options: {
  db: Database
  bookingId: string
  /** What was booked, which says whose plan applies: the term's, or the activity's. */
  booked: { kind: BookingKind; termId: string | null; activityId: string }
  startsAt: Date
  totalCents: number
  choice: PaymentChoice
  minDaysAhead: number
  now: Date
}): Promise<{ part: CheckoutPart | null; changed: boolean }> {
  const { db, bookingId, choice, now } = options
  const current = await queryRows<Scheduled>(
    db,
    sql`select p.id, p.amount_cents as "amountCents", p.due_at as "dueAt", bp.kind
      from plan_payments p join booking_plans bp on bp.booking_id = p.booking_id
      where p.booking_id = ${bookingId} order by p.seq`,
  )
  const remove = async () => {
    await queryRows(db, sql`delete from plan_payments where booking_id = ${bookingId}`)
    await queryRows(db, sql`delete from booking_plans where booking_id = ${bookingId}`)
  }
  if (choice === 'full') {
    if (current.length > 0) await remove()
    return { part: null, changed: current.length > 0 }
  }
  const offer = await bookingPlanOffer(db, options.booked)
  const chosen = paymentChoices({
    plan: offer?.plan ?? null,
    totalCents: options.totalCents,
    startsAt: options.startsAt,
    now,
    minDaysAhead: options.minDaysAhead,
  }).find((option) => option.choice === choice)
  if (!offer || !chosen) throw conflict(PLAN_NOT_OFFERED)
  const [kept] = current
  if (kept && kept.kind === choice && current.length === chosen.payments.length) {
    return { part: { paymentId: kept.id, amountCents: Number(kept.amountCents) }, changed: false }
  }
  if (current.length > 0) await remove()
  const [first] = chosen.payments
  const keepsCents = offer.keepsFirstPayment ? (first?.amountCents ?? 0) : 0
  await queryRows(
    db,
    sql`insert into booking_plans (booking_id, kind, keeps_cents)
      values (${bookingId}, ${choice}, ${keepsCents})`,
  )
  const ids: { id: string }[] = []
  for (const [index, payment] of chosen.payments.entries()) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into plan_payments (booking_id, seq, amount_cents, due_at)
        values (${bookingId}, ${index + 1}, ${payment.amountCents}, ${payment.dueAt}::timestamptz)
        returning id`,
    )
    if (row) ids.push(row)
  }
  return {
    part: { paymentId: ids[0]?.id ?? '', amountCents: first?.amountCents ?? 0 },
    changed: true,
  }
}

/**
 * Marks the plan's unpaid payments up to `upToSeq` paid by one payment of the processor, in the
 * caller's transaction, their rows locked. Answers the cents they came to (0 when all were paid
 * already): what the payment should have been.
 */
export async function markPlanPaid(options: {
  db: Database
  bookingId: string
  upToSeq: number
  paymentReference: string
  now: Date
}) {
  const { db, bookingId, upToSeq, paymentReference, now } = options
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`with paid as (
        update plan_payments set status = 'paid', paid_at = ${now},
          payment_reference = ${paymentReference}, next_attempt_at = null
        where booking_id = ${bookingId} and seq <= ${upToSeq} and status in ${UNPAID}
        returning amount_cents)
      select coalesce(sum(amount_cents), 0)::int as cents from paid`,
  )
  return Number(row?.cents ?? 0)
}

/** Keeps the card a family paid with for the plan's later payments. */
export async function saveCard(options: {
  db: Database
  bookingId: string
  customerRef: string | null | undefined
  cardRef: string | null | undefined
}) {
  const { db, bookingId, customerRef, cardRef } = options
  if (!customerRef && !cardRef) return
  await queryRows(
    db,
    sql`update booking_plans set customer_ref = coalesce(${customerRef ?? null}, customer_ref),
        card_ref = ${cardRef ?? null}
      where booking_id = ${bookingId}`,
  )
}
