import { type Checkout, PLAN_NO_CARD_TO_CHANGE, PLAN_NOT_ACTIVE } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { checkoutClosesAt, type PaymentProvider } from '../../../infra/payments/index.ts'
import { conflict } from '../../../lib/http-problem.ts'
import { payNowUrl } from './plan-mails.ts'
import { planOf, readPlan } from './plan-service.ts'

/** Where the processor sends the family back after saving a card, or backing out. */
export const cardReturnUrls = (publicUrl: string, bookingId: string) => ({
  successUrl: `${payNowUrl(publicUrl, bookingId)}?card=1`,
  cancelUrl: payNowUrl(publicUrl, bookingId),
})

/**
 * Sends the family to save another card for their plan's payments still to come, paying nothing
 * now (ADR 50). Their booking must be going ahead with a payment left to charge; another
 * family's booking is not found. The page opened last is the plan's, so the test page knows it.
 */
export async function startCardChange(options: {
  db: Database
  payments: PaymentProvider
  customerId: string
  bookingId: string
  publicUrl: string
  now?: Date
}): Promise<Checkout> {
  const { db, payments, customerId, bookingId, publicUrl, now = new Date() } = options
  return db.transaction(async (tx) => {
    const row = await readPlan(tx, customerId, bookingId, true)
    if (row.bookingStatus !== 'confirmed') throw conflict(PLAN_NOT_ACTIVE)
    if (planOf(row, now).balanceCents === 0) throw conflict(PLAN_NO_CARD_TO_CHANGE)
    const expiresAt = checkoutClosesAt({ holdEndsAt: now, now })
    const setup = await payments.createCardSetup({
      bookingId,
      // The same request within the same second (a double click) gets the same page.
      idempotencyKey: `plan-card-${bookingId}-${expiresAt.getTime() / 1000}`,
      customerRef: row.customerRef,
      customerEmail: row.email,
      ...cardReturnUrls(publicUrl, bookingId),
      expiresAt,
    })
    await queryRows(
      tx,
      sql`update booking_plans set card_checkout_id = ${setup.id},
          card_checkout_expires_at = ${setup.expiresAt}
        where booking_id = ${bookingId}`,
    )
    return { url: setup.url }
  })
}

/**
 * The processor saved the family's new card: the plan's later payments are charged to it. A
 * booking with no plan (an id someone edited in the processor's metadata) changes nothing.
 */
export async function saveChangedCard(options: {
  db: Database
  bookingId: string
  customerRef: string | null
  cardRef: string | null
  now: Date
}) {
  const { db, bookingId, customerRef, cardRef, now } = options
  await queryRows(
    db,
    sql`update booking_plans set customer_ref = coalesce(${customerRef}, customer_ref),
        card_ref = ${cardRef}, card_changed_at = ${now}, card_checkout_expires_at = null
      where booking_id = ${bookingId}`,
  )
}
