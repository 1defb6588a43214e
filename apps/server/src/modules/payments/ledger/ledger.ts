import { formatRevenue, type PaymentStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import { conflict } from '../../../lib/http-problem.ts'
import { creditSpentOn } from './account-credit.ts'

export const SEND_REFUND_JOB = 'send-refund'

type Money = {
  id: string
  vendorId: string
  status: string
  /** What the card pays: the booking's total less the credit spent on it. */
  cardTotalCents: number
  paidAmountCents: number
  refundedAmountCents: number
  platformFeeCents: number
  feeRefundedCents: number
  /** What the platform paid for its code on the booking, and what of it has come back. */
  platformCodeCents: number
  platformCodeBackCents: number
  /** What the family took as credit instead of a refund: never refunded as well. */
  creditedCents: number
}

/** The booking's money, its row locked: refunds of one booking are decided one at a time. */
async function lockMoney(db: Database, bookingId: string) {
  const [row] = await queryRows<Money>(
    db,
    sql`select b.id, a.vendor_id as "vendorId", b.status, b.total_amount_cents - ${creditSpentOn('b')} as "cardTotalCents",
        b.paid_amount_cents as "paidAmountCents",
        b.refunded_amount_cents as "refundedAmountCents", b.platform_fee_cents as "platformFeeCents",
        (select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e
          where e.booking_id = b.id and e.kind = 'fee_refund') as "feeRefundedCents",
        (select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e
          where e.booking_id = b.id and e.kind = 'platform_code') as "platformCodeCents",
        (select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e
          where e.booking_id = b.id and e.kind = 'platform_code_refund') as "platformCodeBackCents",
        (select coalesce(sum(c.amount_cents), 0)::int from account_credits c
          where c.booking_id = b.id and c.kind = 'granted') as "creditedCents"
      from bookings b join activities a on a.id = b.activity_id
      where b.id = ${bookingId}
      for update of b`,
  )
  if (!row) throw new Error(`booking ${bookingId} not found for its money`)
  return row
}

/**
 * The platform's fee on `amountCents` paid after `paidBeforeCents` of a booking: its share of the
 * booking's fee, so the payments of a plan add up to the fee on the whole, to the cent.
 */
export function feeShareOf(options: {
  feeCents: number
  totalCents: number
  paidBeforeCents: number
  amountCents: number
}) {
  const { feeCents, totalCents, paidBeforeCents, amountCents } = options
  if (totalCents <= 0) return Math.min(feeCents, amountCents)
  const upTo = (paid: number) => Math.round((feeCents * paid) / totalCents)
  return upTo(paidBeforeCents + amountCents) - upTo(paidBeforeCents)
}

/** The fee charged so far: all of it once the total is paid, a plan's share before. */
function feeChargedOf(money: Money) {
  const fee = Number(money.platformFeeCents)
  const paid = Number(money.paidAmountCents)
  const total = Number(money.cardTotalCents)
  if (paid >= total) return fee
  return feeShareOf({ feeCents: fee, totalCents: total, paidBeforeCents: 0, amountCents: paid })
}

/** A booking's money after a ledger write: what the bookings module stores on the booking. */
export type BookingMoney = {
  paidAmountCents: number
  refundedAmountCents: number
  paymentStatus: PaymentStatus
}

/** Paid, partly or fully refunded, still to pay, or no money at all: read from the amounts. */
export function paymentStatusOf(options: {
  status: string
  paidAmountCents: number
  refundedAmountCents: number
}): PaymentStatus {
  const { status, paidAmountCents: paid, refundedAmountCents: refunded } = options
  if (paid === 0) return status === 'pending' ? 'pending' : 'none'
  if (refunded === 0) return 'paid'
  return refunded >= paid ? 'refunded' : 'partially_refunded'
}

/**
 * Writes a completed payment and the platform's fee on it to the ledger, once per payment
 * reference, and answers the booking's money after it; the same payment reported again writes
 * nothing and answers null.
 */
export async function ledgerPayment(options: {
  db: Database
  bookingId: string
  amountCents: number
  paymentReference: string
}): Promise<BookingMoney | null> {
  const { db, bookingId, amountCents, paymentReference } = options
  const money = await lockMoney(db, bookingId)
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reference)
      values (${bookingId}, ${money.vendorId}, 'payment', ${amountCents}, ${paymentReference})
      on conflict do nothing returning id`,
  )
  if (!inserted) return null
  const fee = feeShareOf({
    feeCents: Number(money.platformFeeCents),
    totalCents: Number(money.cardTotalCents),
    paidBeforeCents: Number(money.paidAmountCents),
    amountCents,
  })
  if (fee > 0) {
    await queryRows(
      db,
      sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reference)
        values (${bookingId}, ${money.vendorId}, 'platform_fee', ${fee}, ${paymentReference})`,
    )
  }
  const paid = Number(money.paidAmountCents) + amountCents
  const refunded = Number(money.refundedAmountCents)
  return {
    paidAmountCents: paid,
    refundedAmountCents: refunded,
    paymentStatus: paymentStatusOf({
      status: 'confirmed',
      paidAmountCents: paid,
      refundedAmountCents: refunded,
    }),
  }
}

/** What `total` owes back once `share` of `of` is refunded, less what it has given back already. */
const inProportion = (total: number, share: number, of: number, back: number) =>
  Math.round((total * share) / of) - back

/**
 * Refunds `amountCents` of what the family paid (all that is left when not given), with the
 * platform fee's matching share and, unless the caller prices the booking again itself
 * (`platformCode: 'repriced'`), the matching share of what the platform paid for its code: a
 * ledger row now, in the caller's transaction, and a job that asks the processor. Answers the
 * refunded cents (0 when nothing was paid or all is refunded) and the booking's money after it.
 */
export async function ledgerRefund(options: {
  db: Database
  jobs: JobQueue
  bookingId: string
  amountCents?: number
  reason: string
  createdBy?: string
  platformCode?: 'in proportion' | 'repriced'
}) {
  const { db, jobs, bookingId, reason, createdBy, platformCode = 'in proportion' } = options
  const money = await lockMoney(db, bookingId)
  const paid = Number(money.paidAmountCents)
  const refunded = Number(money.refundedAmountCents)
  const left = paid - refunded - Number(money.creditedCents)
  const amount = options.amountCents ?? left
  if (amount <= 0 || left <= 0) return { amountCents: 0, money: null }
  if (amount > left) {
    throw conflict(`Only ${formatRevenue(left)} of this booking's payment is left to refund.`)
  }
  // The fee and the platform's code go back in proportion, rounded so that a full refund
  // returns exactly all of them.
  const share = refunded + amount
  const feeBack = inProportion(feeChargedOf(money), share, paid, Number(money.feeRefundedCents))
  const codeBack =
    platformCode === 'repriced'
      ? 0
      : inProportion(
          Number(money.platformCodeCents),
          share,
          paid,
          Number(money.platformCodeBackCents),
        )
  const [entry] = await queryRows<{ id: string }>(
    db,
    sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reason, created_by)
      values (${bookingId}, ${money.vendorId}, 'refund', ${amount}, ${reason}, ${createdBy ?? null})
      returning id`,
  )
  if (!entry) throw new Error('refund insert returned nothing')
  if (feeBack > 0) {
    await queryRows(
      db,
      sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reason)
        values (${bookingId}, ${money.vendorId}, 'fee_refund', ${feeBack}, ${reason})`,
    )
  }
  if (codeBack > 0) {
    await queryRows(
      db,
      sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reason)
        values (${bookingId}, ${money.vendorId}, 'platform_code_refund', ${codeBack}, ${reason})`,
    )
  }
  await jobs.send(SEND_REFUND_JOB, { ledgerEntryId: entry.id }, { db })
  return { amountCents: amount, money: moneyAfterRefund(money, amount) }
}

function moneyAfterRefund(money: Money, amount: number): BookingMoney {
  const paid = Number(money.paidAmountCents)
  const after = Number(money.refundedAmountCents) + amount
  return {
    paidAmountCents: paid,
    refundedAmountCents: after,
    paymentStatus: paymentStatusOf({
      status: money.status,
      paidAmountCents: paid,
      refundedAmountCents: after,
    }),
  }
}

/**
 * A refund the processor made without us (from its own dashboard): written to the ledger once by
 * its reference, without a share of the fee, which the processor does not give back on its own.
 * Answers the booking's money after it, or null when there was nothing to write.
 */
export async function ledgerOutsideRefund(options: {
  db: Database
  bookingId: string
  amountCents: number
  reference: string
}): Promise<BookingMoney | null> {
  const { db, bookingId, amountCents, reference } = options
  const money = await lockMoney(db, bookingId)
  const left = Number(money.paidAmountCents) - Number(money.refundedAmountCents)
  const amount = Math.min(amountCents, left)
  if (amount <= 0) return null
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`insert into ledger_entries (booking_id, vendor_id, kind, amount_cents, reference, reason)
      values (${bookingId}, ${money.vendorId}, 'refund', ${amount}, ${reference},
        'Refunded at the payment processor')
      on conflict do nothing returning id`,
  )
  if (!inserted) return null
  return moneyAfterRefund(money, amount)
}
