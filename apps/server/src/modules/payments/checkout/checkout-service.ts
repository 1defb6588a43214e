import {
  type BookingKind,
  type Checkout,
  DEFAULT_PLAN_MIN_DAYS_AHEAD,
  type PaymentChoice,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import {
  checkoutClosesAt,
  checkoutIdempotencyKey,
  type PaymentProvider,
} from '../../../infra/payments/index.ts'
import { conflict, notFound } from '../../../lib/http-problem.ts'
import { formatInZone } from '../../../lib/zoned-time.ts'
import { NOT_TAKING_PAYMENTS, recordCheckout } from '../../bookings/index.ts'
import { creditSpentOn, feeShareOf } from '../ledger/index.ts'
import { type CheckoutPart, preparePlan } from '../plans/plan-rows.ts'

type Pending = {
  id: string
  kind: BookingKind
  termId: string | null
  activityId: string
  status: string
  holdExpiresAt: Date | string | null
  quantity: number
  /** The booking's total less the credit spent on it: what the card pays. */
  cardCents: number
  checkoutUrl: string | null
  checkoutExpiresAt: Date | string | null
  activityTitle: string
  startsAt: Date | string
  timeZone: string
  accountId: string | null
  accountStatus: string
  email: string | null
  feeBasisPoints: number
}

/** Where the processor sends the family back after paying, or after backing out. */
export const checkoutReturnUrls = (publicUrl: string, bookingId: string) => ({
  successUrl: `${publicUrl}/checkout/return?booking=${bookingId}`,
  cancelUrl: `${publicUrl}/checkout/return?booking=${bookingId}&cancelled=1`,
})

/**
 * What the checkout charges: the whole total and fee, or a plan's first payment with its share
 * of the fee (the booking keeps the fee on the whole, which its later payments share).
 */
function checkoutPartOf(options: {
  plan: CheckoutPart | null
  totalCents: number
  feeCents: number
}) {
  const { plan, totalCents, feeCents } = options
  if (!plan) return { amountCents: totalCents, feeCents }
  const amountCents = plan.amountCents
  return {
    amountCents,
    feeCents: feeShareOf({ feeCents, totalCents, paidBeforeCents: 0, amountCents }),
  }
}

/** The platform's share of an amount, rounded to the cent. */
export const platformFeeOf = (amountCents: number, basisPoints: number) =>
  Math.round((amountCents * basisPoints) / 10_000)

/**
 * Sends the family to pay for their held places: the open checkout when there is one, else a
 * new one with the platform fee fixed now. Refused once the hold has run out or ended.
 *
 * The booking stays locked from the read until the new checkout is stored, so however many
 * requests arrive at once, on however many servers, one makes the checkout and the others wait
 * and are given it.
 */
export async function startCheckout(options: {
  db: Database
  payments: PaymentProvider
  customerId: string
  bookingId: string
  publicUrl: string
  /** In full (the default), or by the term's plan: the checkout then takes its first payment. */
  choice?: PaymentChoice
  planMinDaysAhead?: number
  now?: Date
}): Promise<Checkout> {
  const { db, payments, customerId, bookingId, publicUrl, now = new Date() } = options
  return db.transaction(async (tx) => {
    const [booking] = await queryRows<Pending>(
      tx,
      sql`select b.id, b.kind, b.term_id as "termId", b.activity_id as "activityId", b.status, b.hold_expires_at as "holdExpiresAt", b.quantity,
          b.total_amount_cents - ${creditSpentOn('b')} as "cardCents", b.checkout_url as "checkoutUrl",
          b.checkout_expires_at as "checkoutExpiresAt", a.title as "activityTitle",
          s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone",
          v.payment_account_id as "accountId", v.payment_account_status as "accountStatus",
          u.email,
          (select platform_fee_basis_points from platform_settings where id = 1) as "feeBasisPoints"
        from bookings b
        join activities a on a.id = b.activity_id
        join vendors v on v.id = a.vendor_id
        join activity_schedules s on s.id = b.schedule_id
        left join vendor_locations l on l.id = a.location_id
        left join "user" u on u.id = b.customer_id
        where b.id = ${bookingId} and b.customer_id = ${customerId}
        for update of b`,
    )
    if (!booking) throw notFound('Booking not found')
    const holdEnds = booking.holdExpiresAt ? new Date(booking.holdExpiresAt) : null
    if (booking.status !== 'pending' || !holdEnds) {
      throw conflict('This booking is not waiting for a payment.')
    }
    if (holdEnds.getTime() <= now.getTime()) {
      throw conflict(
        'The places were held for you until the time ran out and are free again. Book again to pay.',
      )
    }
    if (booking.accountStatus !== 'connected' || !booking.accountId) {
      throw conflict(NOT_TAKING_PAYMENTS)
    }
    // What the card pays, the credit spent on the booking taken off first; a plan splits it.
    const total = Number(booking.cardCents)
    const plan = await preparePlan({
      db: tx,
      bookingId,
      booked: booking,
      startsAt: new Date(booking.startsAt),
      totalCents: total,
      choice: options.choice ?? 'full',
      minDaysAhead: options.planMinDaysAhead ?? DEFAULT_PLAN_MIN_DAYS_AHEAD,
      now,
    })
    const openUntil = booking.checkoutExpiresAt ? new Date(booking.checkoutExpiresAt).getTime() : 0
    if (booking.checkoutUrl && openUntil > now.getTime() && !plan.changed) {
      return { url: booking.checkoutUrl }
    }

    const quantity = Number(booking.quantity)
    const fee = platformFeeOf(total, Number(booking.feeBasisPoints ?? 0))
    const part = checkoutPartOf({ plan: plan.part, totalCents: total, feeCents: fee })
    // One line for the whole booking: children of one booking may pay different amounts (their
    // extras, a trial counted towards a term), and the processor's total must be the booking's,
    // less the account credit spent on it; the platform's fee is on what the card pays.
    const parameters = {
      bookingId,
      unitAmountCents: part.amountCents,
      quantity: 1,
      platformFeeCents: part.feeCents,
      description: `${booking.activityTitle} · ${formatInZone(new Date(booking.startsAt), booking.timeZone)}${quantity > 1 ? ` · ${quantity} children` : ''}`,
      connectedAccountId: booking.accountId,
      customerEmail: booking.email,
      ...checkoutReturnUrls(publicUrl, bookingId),
      expiresAt: checkoutClosesAt({ holdEndsAt: holdEnds, now }),
      ...(plan.part ? { plan: { paymentId: plan.part.paymentId, customerRef: null } } : {}),
    }
    const checkout = await payments.createCheckout({
      ...parameters,
      idempotencyKey: checkoutIdempotencyKey(parameters),
    })
    await recordCheckout({ db: tx, bookingId, checkout, platformFeeCents: fee })
    return { url: checkout.url }
  })
}
