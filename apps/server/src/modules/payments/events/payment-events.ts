import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../../db/client.ts'
import { fromJson, queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import type { PaymentEvent } from '../../../infra/payments/index.ts'
import { clearCheckout, expireHolds, recordOutsideRefund } from '../../bookings/index.ts'
import { saveChangedCard } from '../plans/plan-card-service.ts'
import { handlePlanPaymentEvent } from '../plans/plan-events.ts'
import { settleCompletedCheckout } from './completed-checkout.ts'

/** Ids in an event come from metadata anyone with dashboard access can edit: check their form. */
export const isUuid = (value: string) => z.uuid().safeParse(value).success

export const HANDLE_PAYMENT_EVENT_JOB = 'handle-payment-event'

/**
 * Stores an event from the payment provider and queues its handling, in one transaction. The
 * event id is the key: a webhook delivered twice (or twenty times) is handled once.
 */
export async function receivePaymentEvent(options: {
  db: Database
  jobs: JobQueue
  event: PaymentEvent
}) {
  const { db, jobs, event } = options
  await db.transaction(async (tx) => {
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into payment_events (id, type, payload)
        values (${event.id}, ${event.type}, ${JSON.stringify(event)}::jsonb)
        on conflict (id) do nothing returning id`,
    )
    if (inserted.length > 0) {
      await jobs.send(HANDLE_PAYMENT_EVENT_JOB, { eventId: event.id }, { db: tx })
    }
  })
}

/** What handling an event needs: ending a lapsed hold tells the family how long it was held. */
export type EventContext = Notices & {
  db: Database
  jobs: JobQueue
  holdMinutes: number
  /** Days a plan's failed payment may stay unpaid before its booking is cancelled. */
  graceDays: number
}

/**
 * Handles one stored event, once: the event row stays locked until its effects commit with
 * its handled mark, so a second worker waits and then finds it done. Events may come in any
 * order; each handler reads the booking as it is now rather than assuming what came before.
 */
export async function handlePaymentEvent(options: EventContext & { eventId: string }) {
  const { db, eventId } = options
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ payload: PaymentEvent | string; handledAt: Date | null }>(
      tx,
      sql`select payload, handled_at as "handledAt" from payment_events
        where id = ${eventId} for update`,
    )
    if (!row || row.handledAt) return
    const event = fromJson(row.payload)
    const context = { ...options, db: tx }
    if (event.type === 'checkout.completed' && isUuid(event.bookingId)) {
      await settleCompletedCheckout({ ...context, event })
    }
    if (event.type.startsWith('plan_payment.') && isPlanEvent(event)) {
      await handlePlanPaymentEvent({ ...context, event })
    }
    if (event.type === 'plan_card.saved' && isUuid(event.bookingId)) {
      await saveChangedCard({ ...event, db: tx, now: new Date() })
    }
    if (event.type === 'checkout.expired') await closeCheckout(context, event.checkoutId)
    if (event.type === 'charge.refunded') await matchRefunds(tx, event)
    if (event.type === 'account.updated') {
      await queryRows(
        tx,
        sql`update vendors set payment_account_status = ${event.status}, updated_at = now()
          where payment_account_id = ${event.accountId}`,
      )
    }
    await queryRows(tx, sql`update payment_events set handled_at = now() where id = ${eventId}`)
  })
}

type PlanEvent = Parameters<typeof handlePlanPaymentEvent>[0]['event']

/** A plan payment's event whose ids are ours to read (metadata anyone may edit). */
const isPlanEvent = (event: PaymentEvent): event is PlanEvent =>
  'planPaymentId' in event &&
  typeof event.planPaymentId === 'string' &&
  event.type.startsWith('plan_payment.') &&
  'bookingId' in event &&
  isUuid(event.bookingId) &&
  isUuid(event.planPaymentId)

/** The payment page closed unpaid: forget it, and end the hold if its time is up. */
async function closeCheckout(context: EventContext, checkoutId: string) {
  const bookingId = await clearCheckout({ db: context.db, checkoutId })
  if (bookingId) await expireHolds({ ...context, bookingId })
}

/** Refunds we asked for get the processor's reference; any made without us are recorded. */
async function matchRefunds(
  db: Database,
  event: Extract<PaymentEvent, { type: 'charge.refunded' }>,
) {
  const [booking] = await queryRows<{ id: string }>(
    db,
    sql`select id from bookings where payment_reference = ${event.paymentReference}
      union select booking_id from ledger_entries
        where kind = 'payment' and reference = ${event.paymentReference}
      limit 1`,
  )
  if (!booking) return
  for (const refund of event.refunds) {
    if (refund.ledgerEntryId && isUuid(refund.ledgerEntryId)) {
      await queryRows(
        db,
        sql`update ledger_entries set reference = ${refund.reference}
          where id = ${refund.ledgerEntryId}::uuid and kind = 'refund' and reference is null`,
      )
      continue
    }
    await recordOutsideRefund({
      db,
      bookingId: booking.id,
      amountCents: refund.amountCents,
      reference: refund.reference,
    })
  }
}
