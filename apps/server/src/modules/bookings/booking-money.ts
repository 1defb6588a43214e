import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import {
  type BookingMoney,
  ledgerDiscountEntry,
  ledgerOutsideRefund,
  ledgerPayment,
  ledgerRefund,
} from '../payments/ledger/index.ts'

/** Stores on the booking what the ledger answered: the ledger's rows are the record, this a copy. */
async function storeMoney(
  db: Database,
  bookingId: string,
  money: BookingMoney,
  reference?: string,
) {
  await queryRows(
    db,
    sql`update bookings set paid_amount_cents = ${money.paidAmountCents},
        refunded_amount_cents = ${money.refundedAmountCents},
        payment_status = ${money.paymentStatus},
        ${reference ? sql`payment_reference = ${reference},` : sql``}
        updated_at = now()
      where id = ${bookingId}`,
  )
}

/**
 * A completed payment for the booking, in the caller's transaction: written to the ledger once
 * per payment reference and stored on the booking. False when the same payment came before.
 */
export async function recordPayment(options: {
  db: Database
  bookingId: string
  amountCents: number
  paymentReference: string
}) {
  const money = await ledgerPayment(options)
  if (!money) return false
  await storeMoney(options.db, options.bookingId, money, options.paymentReference)
  return true
}

/**
 * Gives back `amountCents` of what the family paid (all that is left when not given): the
 * ledger's rows and the job that asks the processor, and the booking's amounts, in the caller's
 * transaction. Returns the refunded cents; 0 when nothing was paid or all is refunded.
 */
export async function refundBooking(options: {
  db: Database
  jobs: JobQueue
  bookingId: string
  amountCents?: number | undefined
  reason: string
  createdBy?: string
  platformCode?: 'in proportion' | 'repriced'
}) {
  const { amountCents, money } = await ledgerRefund(options)
  if (money) await storeMoney(options.db, options.bookingId, money)
  return amountCents
}

/** A refund the processor made without us, recorded once by its reference. */
export async function recordOutsideRefund(options: {
  db: Database
  bookingId: string
  amountCents: number
  reference: string
}) {
  const money = await ledgerOutsideRefund(options)
  if (money) await storeMoney(options.db, options.bookingId, money)
}

/** Stores the open checkout made for the held booking, and the platform fee fixed with it. */
export async function recordCheckout(options: {
  db: Database
  bookingId: string
  checkout: { id: string; url: string; expiresAt: Date }
  platformFeeCents: number
}) {
  const { db, bookingId, checkout } = options
  await queryRows(
    db,
    sql`update bookings set checkout_id = ${checkout.id}, checkout_url = ${checkout.url},
        checkout_expires_at = ${checkout.expiresAt.toISOString()}::timestamptz,
        platform_fee_cents = ${options.platformFeeCents}, updated_at = now()
      where id = ${bookingId}`,
  )
}

/**
 * Forgets a checkout that closed unpaid, when its booking still waits for a payment. Answers
 * that booking's id, or undefined when no pending booking had it.
 */
export async function clearCheckout(options: { db: Database; checkoutId: string }) {
  const [booking] = await queryRows<{ id: string }>(
    options.db,
    sql`update bookings set checkout_id = null, checkout_url = null, checkout_expires_at = null
      where checkout_id = ${options.checkoutId} and status = 'pending' returning id`,
  )
  return booking?.id
}

/** What the platform pays for its code on the booking, as its current lines say. */
export async function platformCodeCost(db: Database, bookingId: string) {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(-sum(pl.amount_cents), 0)::int as cents
      from booking_price_lines pl join promo_codes c on c.id = pl.code_id
      where pl.booking_id = ${bookingId} and pl.replaced_at is null and c.vendor_id is null`,
  )
  return Number(row?.cents ?? 0)
}

/** What the platform pays for its credit the family spent on the booking. */
async function platformCreditCost(db: Database, bookingId: string) {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::int as cents from account_credits
      where booking_id = ${bookingId} and kind = 'spent' and vendor_id is null`,
  )
  return Number(row?.cents ?? 0)
}

/**
 * A booking is confirmed (paid, or with nothing to pay): the platform's cost of its code, and of
 * its credit the family spent on it, go to the ledger, once per booking however often this runs.
 */
export async function recordPlatformCode(options: { db: Database; bookingId: string }) {
  const { db, bookingId } = options
  const amountCents = await platformCodeCost(db, bookingId)
  await ledgerDiscountEntry({ db, bookingId, kind: 'platform_code', amountCents })
  const creditCents = await platformCreditCost(db, bookingId)
  await ledgerDiscountEntry({ db, bookingId, kind: 'platform_credit', amountCents: creditCents })
}
