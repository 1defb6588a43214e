import {
  type BookingPlan,
  type Checkout,
  PLAN_NOT_ACTIVE,
  PLAN_NOTHING_DUE,
  PLAN_PAID_IN_FULL,
  type PlanCheckoutRequest,
  type PlanPaymentStatus,
  planProgress,
  UNPAID_PLAN_STATUSES,
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
import { feeShareOf } from '../ledger/index.ts'
import { payNowUrl } from './plan-mails.ts'

export const PLAN_NOT_FOUND = 'This booking has no payment plan.'

/** Where the processor sends the family back after paying a plan's payment, or backing out. */
export const planReturnUrls = (publicUrl: string, bookingId: string) => ({
  successUrl: `${payNowUrl(publicUrl, bookingId)}?paid=1`,
  cancelUrl: payNowUrl(publicUrl, bookingId),
})

type PlanRow = {
  bookingId: string
  kind: BookingPlan['kind']
  bookingStatus: string
  activityTitle: string
  timeZone: string
  totalCents: number
  paidCents: number
  platformFeeCents: number
  accountId: string | null
  customerRef: string | null
  email: string | null
  payments: {
    id: string
    seq: number
    amountCents: number
    dueAt: string
    status: PlanPaymentStatus
    lastError: string | null
  }[]
}

/** The caller's booking's plan, its row locked when `lock`; anyone else's is not found. */
export async function readPlan(db: Database, customerId: string, bookingId: string, lock: boolean) {
  const [row] = await queryRows<PlanRow>(
    db,
    sql`select b.id as "bookingId", bp.kind, b.status as "bookingStatus",
        a.title as "activityTitle", coalesce(l.time_zone, 'UTC') as "timeZone",
        b.total_amount_cents as "totalCents",
        b.paid_amount_cents as "paidCents", b.platform_fee_cents as "platformFeeCents",
        v.payment_account_id as "accountId", bp.customer_ref as "customerRef", u.email,
        (select json_agg(json_build_object('id', p.id, 'seq', p.seq,
            'amountCents', p.amount_cents, 'dueAt', p.due_at, 'status', p.status,
            'lastError', p.last_error) order by p.seq)
          from plan_payments p where p.booking_id = b.id) as payments
      from bookings b
      join booking_plans bp on bp.booking_id = b.id
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      where b.id = ${bookingId} and b.customer_id = ${customerId}
      ${lock ? sql`for update of b` : sql``}`,
  )
  if (!row) throw notFound(PLAN_NOT_FOUND)
  return row
}

const UNPAID_STATUSES = new Set<PlanPaymentStatus>(UNPAID_PLAN_STATUSES)

/**
 * A plan's payments as the family reads them. A booking that ended takes no more payments: its
 * payments still to make read as stopped, whether or not the job has tidied them yet.
 */
export function planOf(row: PlanRow, now: Date): BookingPlan {
  const active = row.bookingStatus === 'confirmed'
  const payments = row.payments.map((payment) => ({
    ...payment,
    dueAt: new Date(payment.dueAt).toISOString(),
    status:
      !active && row.bookingStatus !== 'pending' && UNPAID_STATUSES.has(payment.status)
        ? ('cancelled' as const)
        : payment.status,
  }))
  const progress = planProgress({ kind: row.kind, payments, active, now })
  return {
    bookingId: row.bookingId,
    kind: row.kind,
    activityTitle: row.activityTitle,
    timeZone: row.timeZone,
    totalCents: Number(row.totalCents),
    paidCents: Number(row.paidCents),
    dueNowCents: progress.dueNowCents,
    balanceCents: progress.balanceCents,
    payments,
  }
}

export async function getBookingPlan(options: {
  db: Database
  customerId: string
  bookingId: string
  now?: Date
}) {
  const { db, customerId, bookingId, now = new Date() } = options
  return planOf(await readPlan(db, customerId, bookingId, false), now)
}

/**
 * Sends the family to pay what is due on their plan (a payment that failed or waits for them),
 * or its whole balance early, with any card: the card they pay with is saved for the payments
 * still to come, which is also how they change the card. The booking stays locked until the
 * checkout is stored, so two requests at once open one checkout. Nothing to pay is refused
 * with a sentence.
 */
export async function startPlanCheckout(options: {
  db: Database
  payments: PaymentProvider
  customerId: string
  bookingId: string
  input: PlanCheckoutRequest
  publicUrl: string
  now?: Date
}): Promise<Checkout> {
  const { db, payments, customerId, bookingId, input, publicUrl, now = new Date() } = options
  return db.transaction(async (tx) => {
    const row = await readPlan(tx, customerId, bookingId, true)
    if (row.bookingStatus !== 'confirmed') throw conflict(PLAN_NOT_ACTIVE)
    const plan = planOf(row, now)
    const unpaid = plan.payments.filter((payment) => UNPAID_STATUSES.has(payment.status))
    const covered =
      input.pay === 'balance'
        ? unpaid
        : unpaid.filter((p) => p.status !== 'scheduled' || new Date(p.dueAt) <= now)
    const last = covered.at(-1)
    if (!last) throw conflict(input.pay === 'balance' ? PLAN_PAID_IN_FULL : PLAN_NOTHING_DUE)
    const amountCents = covered.reduce((total, payment) => total + payment.amountCents, 0)
    const parameters = {
      bookingId,
      unitAmountCents: amountCents,
      quantity: 1,
      platformFeeCents: feeShareOf({
        feeCents: Number(row.platformFeeCents),
        totalCents: plan.totalCents,
        paidBeforeCents: plan.paidCents,
        amountCents,
      }),
      description: `${row.activityTitle} · ${covered.length > 1 ? `${covered.length} payments` : 'payment'} of your plan`,
      connectedAccountId: row.accountId ?? '',
      customerEmail: row.email,
      ...planReturnUrls(publicUrl, bookingId),
      expiresAt: checkoutClosesAt({ holdEndsAt: now, now }),
      plan: { paymentId: last.id, customerRef: row.customerRef },
    }
    const checkout = await payments.createCheckout({
      ...parameters,
      idempotencyKey: checkoutIdempotencyKey(parameters),
    })
    await queryRows(
      tx,
      sql`update plan_payments set checkout_id = ${checkout.id}, checkout_url = ${checkout.url},
          checkout_expires_at = ${checkout.expiresAt}, checkout_amount_cents = ${amountCents}
        where id = ${last.id}`,
    )
    return { url: checkout.url }
  })
}
