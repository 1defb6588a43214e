import type { TestCheckout, testCardSchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import {
  testCardRef,
  testCardRefusal,
  testCheckoutCompletion,
} from '../../../infra/payments/index.ts'
import { conflict, HttpProblem, notFound } from '../../../lib/http-problem.ts'
import { formatInZone } from '../../../lib/zoned-time.ts'
import { receivePaymentEvent } from '../events/payment-events.ts'
import { creditSpentOn } from '../ledger/index.ts'
import { cardReturnUrls } from '../plans/plan-card-service.ts'
import { planReturnUrls } from '../plans/plan-service.ts'
import { checkoutReturnUrls } from './checkout-service.ts'

type Row = {
  bookingId: string
  status: string
  paidAmountCents: number
  /**
   * What this checkout takes: the booking's total less the credit spent on it, or a plan's
   * payment (or payments).
   */
  amountCents: number
  planPaymentId: string | null
  /** A checkout of a plan's later payment, opened from the booking after it was confirmed. */
  laterPayment: boolean
  laterPaid: boolean
  /** A page to save another card for a plan, charging nothing; `cardSaved` once it did. */
  cardSetup: boolean
  cardSaved: boolean
  holdExpiresAt: Date | string | null
  checkoutExpiresAt: Date | string | null
  activityTitle: string
  startsAt: Date | string
  timeZone: string
  providerName: string
}

const CHECKOUT_NOT_FOUND = 'This test checkout does not exist.'

async function findCheckout(db: Database, checkoutId: string) {
  const [row] = await queryRows<Row>(
    db,
    sql`select b.id as "bookingId", b.status, b.paid_amount_cents as "paidAmountCents",
        case when card.booking_id is not null then 0
          else coalesce(later.checkout_amount_cents, first.amount_cents,
            b.total_amount_cents - ${creditSpentOn('b')}) end as "amountCents",
        case when card.booking_id is null then coalesce(later.id, first.id) end
          as "planPaymentId",
        later.id is not null as "laterPayment", later.status = 'paid' as "laterPaid",
        card.booking_id is not null as "cardSetup",
        card.card_changed_at is not null and card.card_checkout_expires_at is null
          as "cardSaved",
        b.hold_expires_at as "holdExpiresAt",
        coalesce(card.card_checkout_expires_at, later.checkout_expires_at,
          b.checkout_expires_at) as "checkoutExpiresAt",
        a.title as "activityTitle",
        s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone",
        v.business_name as "providerName"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join plan_payments later on later.checkout_id = ${checkoutId}
      left join booking_plans card on card.card_checkout_id = ${checkoutId}
      left join plan_payments first on first.booking_id = b.id and first.seq = 1
        and later.id is null
      where b.checkout_id = ${checkoutId} or b.id = later.booking_id or b.id = card.booking_id`,
  )
  if (!row) throw notFound(CHECKOUT_NOT_FOUND)
  return row
}

/** Like the processor's page: paid once paid, closed when its time is up or the booking ended. */
function stateOf(row: Row, now: Date): TestCheckout['state'] {
  if (row.cardSetup) {
    if (row.cardSaved) return 'paid'
    if (row.status !== 'confirmed') return 'closed'
  } else if (row.laterPayment) {
    if (row.laterPaid) return 'paid'
    if (row.status !== 'confirmed') return 'closed'
  } else {
    if (Number(row.paidAmountCents) > 0) return 'paid'
    if (row.status === 'cancelled' || row.status === 'confirmed') return 'closed'
  }
  const closes = row.checkoutExpiresAt ? new Date(row.checkoutExpiresAt).getTime() : 0
  return closes <= now.getTime() ? 'expired' : 'open'
}

/** A plan's later payment or card goes back to its pay-now page; a booking's to its return. */
function returnUrlsOf(row: Row, publicUrl: string) {
  if (row.cardSetup) return cardReturnUrls(publicUrl, row.bookingId)
  if (row.laterPayment) return planReturnUrls(publicUrl, row.bookingId)
  return checkoutReturnUrls(publicUrl, row.bookingId)
}

/** What the offline test checkout page shows; the checkout id is its only key. */
export async function getTestCheckout(options: {
  db: Database
  checkoutId: string
  publicUrl: string
  now?: Date
}): Promise<TestCheckout> {
  const { db, checkoutId, publicUrl, now = new Date() } = options
  const row = await findCheckout(db, checkoutId)
  const urls = returnUrlsOf(row, publicUrl)
  return {
    id: checkoutId,
    purpose: row.cardSetup ? 'card' : 'payment',
    state: stateOf(row, now),
    amountCents: Number(row.amountCents),
    description: row.cardSetup
      ? `${row.activityTitle} · the card for the payments still to come`
      : `${row.activityTitle} · ${formatInZone(new Date(row.startsAt), row.timeZone)}`,
    providerName: row.providerName,
    bookingId: row.bookingId,
    holdExpiresAt:
      row.status === 'pending' && row.holdExpiresAt
        ? new Date(row.holdExpiresAt).toISOString()
        : null,
    returnUrl: urls.successUrl,
    cancelUrl: urls.cancelUrl,
  }
}

/**
 * Pays a test checkout with a test card. A refused card changes nothing; a good one becomes a
 * completed-checkout event handled exactly as Stripe's webhook is. Paying twice is harmless.
 */
export async function payTestCheckout(options: {
  db: Database
  jobs: JobQueue
  checkoutId: string
  card: z.output<typeof testCardSchema>
  publicUrl: string
  now?: Date
}) {
  const { db, jobs, checkoutId, card, publicUrl, now = new Date() } = options
  const row = await findCheckout(db, checkoutId)
  const { successUrl } = returnUrlsOf(row, publicUrl)
  const state = stateOf(row, now)
  if (state === 'paid') return { redirectUrl: successUrl }
  if (state === 'expired') {
    throw new HttpProblem({
      status: 410,
      title: 'Checkout closed',
      detail: 'This checkout has closed. Go back to My Bookings to book again.',
    })
  }
  if (state === 'closed') throw conflict('This booking is no longer waiting for a payment.')
  const refusal = testCardRefusal({ cardNumber: card.cardNumber, expiry: card.expiry, now })
  if (refusal) throw new HttpProblem({ status: 402, title: 'Card declined', detail: refusal })
  const names = testCheckoutCompletion(checkoutId)
  if (row.cardSetup) {
    await receivePaymentEvent({
      db,
      jobs,
      event: {
        id: `${names.eventId}_card`,
        type: 'plan_card.saved',
        bookingId: row.bookingId,
        customerRef: null,
        cardRef: testCardRef(card.cardNumber),
      },
    })
    return { redirectUrl: successUrl }
  }
  await receivePaymentEvent({
    db,
    jobs,
    event: {
      id: names.eventId,
      type: 'checkout.completed',
      checkoutId,
      bookingId: row.bookingId,
      paymentReference: names.paymentReference,
      amountCents: Number(row.amountCents),
      ...(row.planPaymentId
        ? {
            planPaymentId: row.planPaymentId,
            customerRef: null,
            cardRef: testCardRef(card.cardNumber),
          }
        : {}),
    },
  })
  return { redirectUrl: successUrl }
}
