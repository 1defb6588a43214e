import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { ledgerOfferChoice, ledgerReturnPlatformCodes } from '../payments/ledger/index.ts'
import { refundBooking } from './booking-money.ts'
import { queueCancellationNotices } from './booking-notices.ts'
import { queueLatePaymentNotice, queueSessionCancelledNotices } from './ended-booking-notices.ts'
import { queueWaitlistOffers } from './freed-places.ts'
import { ACTIVE_BOOKING_STATUSES } from './places-taken.ts'
import { type EndingNotice, queueEnrolmentMails } from './term-notices.ts'

/**
 * Why bookings end, which decides which end and what follows:
 * - family: the family cancels their confirmed booking, or lets a hold or an offer go (`held`);
 *   the caller has locked the booking and applied the 48-hour rule.
 * - session: the provider cancels the session; every single booking, drop-in or trial of it that
 *   may still go ahead ends (enrolments covering it are the term's remedy's to settle). With a
 *   `notice` (too few places to run), its families get that mail instead of the ordinary one;
 *   with `offerCredit`, each family chooses a refund or a credit with the provider (ADR 46).
 * - account: the family deletes their account; their bookings for sessions ahead end.
 * - late-payment: a payment arrived after the hold ran out and the session had no room left;
 *   the booking expires rather than being confirmed.
 * - missed-payment: a plan's payment stayed unpaid past its grace period; the provider keeps
 *   `keepsCents` of what was paid (its policy) and the rest is refunded. The plan tells the
 *   family and the provider itself.
 */
export type Cancellation =
  | { reason: 'family'; bookingId: string; held: boolean }
  | {
      reason: 'session'
      sessionId: string
      notice?: EndingNotice | undefined
      /** The provider offers each family a credit instead: nothing is refunded until they choose. */
      offerCredit?: boolean | undefined
    }
  | { reason: 'account'; customerId: string }
  | { reason: 'late-payment'; bookingId: string; publicUrl: string }
  | { reason: 'missed-payment'; bookingId: string; keepsCents: number }

const REFUND_REASONS: Record<Cancellation['reason'], string> = {
  family: 'Cancelled by the family',
  session: 'The provider cancelled the session',
  account: 'The family closed their account',
  'late-payment': 'Paid after the hold ran out, when the session had no room left',
  'missed-payment': 'A payment of the plan was not made in time',
}

type Ended = { id: string; sessionId: string; owed: boolean; leftCents: number }

const ENDED_COLUMNS = sql`returning b.id, b.schedule_id as "sessionId",
  b.paid_amount_cents > b.refunded_amount_cents as owed,
  b.paid_amount_cents - b.refunded_amount_cents as "leftCents"`

function endStatement(cancellation: Cancellation, now: Date): SQL {
  const cancelled = sql`status = 'cancelled', cancelled_at = ${now}, updated_at = ${now}`
  switch (cancellation.reason) {
    case 'family':
      // A hold let go leaves nothing to pay; a confirmed booking's money is refunded below.
      return cancellation.held
        ? sql`update bookings b set ${cancelled}, payment_status = 'none'
            where b.id = ${cancellation.bookingId} and b.status = 'pending' ${ENDED_COLUMNS}`
        : sql`update bookings b set ${cancelled}
            where b.id = ${cancellation.bookingId} and b.status = 'confirmed' ${ENDED_COLUMNS}`
    case 'session':
      // An enrolment names its first session too, but goes on: its remedy is the term's.
      return sql`update bookings b set ${cancelled}
        where b.schedule_id = ${cancellation.sessionId} and b.kind <> 'term'
          and b.status in ${ACTIVE_BOOKING_STATUSES}
        ${ENDED_COLUMNS}`
    case 'account':
      return sql`update bookings b set ${cancelled}
        from activity_schedules s
        where s.id = b.schedule_id and b.customer_id = ${cancellation.customerId}
          and b.status in ${ACTIVE_BOOKING_STATUSES} and s.starts_at > ${now}
        ${ENDED_COLUMNS}`
    case 'late-payment':
      return sql`update bookings b set status = 'expired', updated_at = now()
        where b.id = ${cancellation.bookingId} ${ENDED_COLUMNS}`
    case 'missed-payment':
      return sql`update bookings b set ${cancelled}
        where b.id = ${cancellation.bookingId} and b.status = 'confirmed' ${ENDED_COLUMNS}`
  }
}

/** What is given back of what is left to refund: all of it, less what a missed plan keeps. */
function refundAfterPolicy(cancellation: Cancellation, leftCents: number): number | undefined {
  if (cancellation.reason !== 'missed-payment') return undefined
  return Math.max(0, leftCents - cancellation.keepsCents)
}

/**
 * Ends bookings for a reason, in the caller's transaction, with everything that follows in one
 * order: the status, the freed places queued for the sessions' waiting lists, the money given
 * back, and the mails the reason calls for. Returns how many bookings ended.
 */
export async function cancelBookings(options: {
  db: Database
  jobs: JobQueue
  /** Where the mails go; without it none are queued (a caller that only applies the rules). */
  outbox: Outbox | undefined
  cancellation: Cancellation
  now?: Date
}) {
  const { db, jobs, outbox, cancellation, now = new Date() } = options
  const ended = await queryRows<Ended>(db, endStatement(cancellation, now))
  // A cancelled session's line is closed by the same job, even when no booking ended; a late
  // payment's places were free already, its hold having run out.
  const freed =
    cancellation.reason === 'session'
      ? [cancellation.sessionId]
      : ended.map((booking) => booking.sessionId)
  if (cancellation.reason !== 'late-payment') {
    await queueWaitlistOffers({ db, jobs, sessionIds: freed })
  }
  const notice = cancellation.reason === 'session' ? cancellation.notice : undefined
  const refunds = new Map<string, number>()
  const offerCredit = cancellation.reason === 'session' && cancellation.offerCredit === true
  for (const { id, leftCents } of ended.filter((booking) => booking.owed)) {
    const reason = notice?.refundReason ?? REFUND_REASONS[cancellation.reason]
    if (offerCredit) {
      await ledgerOfferChoice({ db, bookingId: id, amountCents: Number(leftCents), reason, now })
      continue
    }
    const amountCents = refundAfterPolicy(cancellation, Number(leftCents))
    if (amountCents === 0) continue
    refunds.set(id, await refundBooking({ db, jobs, bookingId: id, reason, amountCents }))
  }
  // Ended with everything refunded: the platform takes back what it paid for its code.
  await ledgerReturnPlatformCodes({
    db,
    bookingIds: ended.map((booking) => booking.id),
    reason: notice?.refundReason ?? REFUND_REASONS[cancellation.reason],
  })
  const refundedCents = [...refunds.values()].reduce((sum, cents) => sum + cents, 0)
  const ids = ended.map((booking) => booking.id)
  if (!outbox) return ended.length
  if (notice) {
    await queueEnrolmentMails({
      db,
      outbox,
      bookingIds: ids,
      key: notice.key,
      mail: (id, facts) => notice.mail(id, { ...facts, refundCents: refunds.get(id) ?? 0 }),
    })
    return ended.length
  }
  if (cancellation.reason === 'family' && !cancellation.held) {
    for (const bookingId of ids) await queueCancellationNotices({ db, outbox, bookingId })
  }
  if (cancellation.reason === 'account') {
    for (const bookingId of ids) {
      await queueCancellationNotices({ db, outbox, bookingId, providerOnly: true })
    }
  }
  if (cancellation.reason === 'session') {
    await queueSessionCancelledNotices({ db, outbox, bookingIds: ids })
  }
  if (cancellation.reason === 'late-payment' && ids[0]) {
    const { bookingId, publicUrl } = cancellation
    await queueLatePaymentNotice({ db, outbox, publicUrl, bookingId, refundedCents })
  }
  return ended.length
}
