import { PLAN_RETRY_DAYS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import { cancelBookings } from '../../bookings/index.ts'
import { queuePlanNotices } from './plan-mails.ts'
import { UNPAID } from './plan-rows.ts'

const DAY_MS = 86_400_000

/** A payment that did not go through, as its row and booking say. */
export type MissedRow = {
  id: string
  bookingId: string
  amountCents: number
  attempts: number
  firstFailedAt: Date | string | null
  startsAt: Date | string
}

/** The day the booking is cancelled if the payment stays unpaid: the grace, never past the start. */
export const cancelsOn = (firstFailedAt: Date, startsAt: Date, graceDays: number) =>
  new Date(Math.min(firstFailedAt.getTime() + graceDays * DAY_MS, startsAt.getTime()))

/**
 * Records a charge the card refused, or that the bank wants the family to confirm: the next try
 * (day 3, then day 7 after the first failure; none after), the processor's sentence, and a mail
 * to the family with the pay-now link and one to the provider. The same attempt reported twice
 * mails once (the mail's key names the attempt).
 */
export async function recordMissedPayment(
  options: Notices & {
    db: Database
    row: MissedRow
    attempt: number
    status: 'failed' | 'requires_action'
    message: string
    reference: string | null
    graceDays: number
    now: Date
  },
) {
  const { db, row, attempt, status, message, reference, now } = options
  const firstFailed = row.firstFailedAt ? new Date(row.firstFailedAt) : now
  const retryDay = PLAN_RETRY_DAYS[attempt]
  const next = retryDay === undefined ? null : new Date(firstFailed.getTime() + retryDay * DAY_MS)
  await queryRows(
    db,
    sql`update plan_payments set status = ${status}, attempts = ${attempt},
        first_failed_at = ${firstFailed}, next_attempt_at = ${next}, last_error = ${message},
        payment_reference = coalesce(${reference}, payment_reference)
      where id = ${row.id}`,
  )
  await queuePlanNotices({
    ...options,
    bookingId: row.bookingId,
    key: `${row.id}:${attempt}`,
    step: {
      kind: status,
      amountCents: Number(row.amountCents),
      attempt,
      cancelsOn: cancelsOn(firstFailed, new Date(row.startsAt), options.graceDays),
      message,
    },
  })
}

type Overdue = {
  bookingId: string
  keepsCents: number
  leftCents: number
}

/**
 * Cancels each booking whose plan payment stayed unpaid past its grace period (or up to the
 * start), through the bookings module's cancellation: the provider keeps what its policy keeps
 * of what was paid, the rest is refunded, the payments still due are stopped, and the family
 * and the provider are told. Each booking in its own transaction, its row locked and the rule
 * checked again under the lock, so running twice cancels once.
 */
export async function cancelOverduePlans(
  options: Notices & { db: Database; jobs: JobQueue; graceDays: number; now: Date },
) {
  const { db, graceDays, now } = options
  const overdue = (bookingLock: boolean, bookingId?: string) =>
    sql`select b.id as "bookingId", bp.keeps_cents as "keepsCents",
        b.paid_amount_cents - b.refunded_amount_cents as "leftCents"
      from bookings b
      join booking_plans bp on bp.booking_id = b.id
      join activity_schedules s on s.id = b.schedule_id
      where b.status = 'confirmed' ${bookingId ? sql`and b.id = ${bookingId}` : sql``}
        and exists (select 1 from plan_payments p
          where p.booking_id = b.id and p.status in ('failed', 'requires_action')
            and least(p.first_failed_at + make_interval(days => ${graceDays}::int), s.starts_at)
              <= ${now})
      ${bookingLock ? sql`for update of b` : sql``}`
  const candidates = await queryRows<Overdue>(db, overdue(false))
  for (const { bookingId } of candidates) {
    await db.transaction(async (tx) => {
      const [booking] = await queryRows<Overdue>(tx, overdue(true, bookingId))
      if (!booking) return
      const left = Number(booking.leftCents)
      const keptCents = Math.min(left, Number(booking.keepsCents))
      await cancelBookings({
        db: tx,
        jobs: options.jobs,
        outbox: options.outbox,
        cancellation: { reason: 'missed-payment', bookingId, keepsCents: keptCents },
        now,
      })
      await queryRows(
        tx,
        sql`update plan_payments set status = 'cancelled', next_attempt_at = null
          where booking_id = ${bookingId} and status in ${UNPAID}`,
      )
      await queuePlanNotices({
        ...options,
        db: tx,
        bookingId,
        key: `${bookingId}:cancelled`,
        step: { kind: 'cancelled', refundCents: left - keptCents, keptCents },
      })
    })
  }
}
