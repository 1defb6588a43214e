import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { ledgerOfferChoice, ledgerReturnPlatformCodes } from '../payments/ledger/index.ts'
import { cancelBookings } from './booking-cancellation.ts'
import { refundBooking } from './booking-money.ts'
import { ACTIVE_BOOKING_STATUSES, coversSession } from './places-taken.ts'
import { type BookingRefundFacts, loadRefundFacts } from './refund-facts.ts'
import { sessionsShare } from './refund-rule.ts'
import { type TermChoice, termCancelledMail, termSessionCancelledMail } from './term-mails.ts'
import { type EndingNotice, queueEnrolmentMails } from './term-notices.ts'

type Options = { db: Database; jobs: JobQueue; outbox: Outbox | undefined; now?: Date }

/** What a provider's cancellation gave back, read from the bookings' refunded amounts. */
export type Refunded = { refundedBookings: number; refundedCents: number }

/**
 * The enrolments that may still go ahead covering the session, locked: the families a term
 * session's cancellation owes a remedy. Empty for a session of no term.
 */
export async function enrolmentsCovering(options: { db: Database; sessionId: string }) {
  const rows = await queryRows<{ id: string }>(
    options.db,
    sql`select b.id from bookings b join activity_schedules s on s.id = ${options.sessionId}
      where b.kind = 'term' and b.term_id = s.term_id and ${coversSession('b', 's')}
        and b.status in ${ACTIVE_BOOKING_STATUSES}
      order by b.id for update of b`,
  )
  return rows.map((row) => row.id)
}

/** What an enrolment was given back: refunded at once, or left to the family to choose. */
type Settled = { refundCents: number; choice: TermChoice }

/**
 * Refunds `cents` of the booking, never more than is left: a rounding cent stays with it. When
 * the provider offered credit (`offer`), nothing moves: the family chooses a refund to the card
 * or a credit with the provider for that amount (ADR 46), once per booking and cancelled session.
 */
async function settleShare(options: {
  db: Database
  jobs: JobQueue
  facts: BookingRefundFacts
  cents: number
  reason: string
  offer: { sessionId: string | null; now: Date } | null
}): Promise<Settled> {
  const { db, jobs, facts, reason, offer } = options
  const amountCents = Math.min(options.cents, facts.refundableCents)
  if (amountCents <= 0) return { refundCents: 0, choice: null }
  if (offer) {
    const chooseBy = await ledgerOfferChoice({
      db,
      bookingId: facts.id,
      amountCents,
      reason,
      ...offer,
    })
    return { refundCents: 0, choice: chooseBy && { amountCents, chooseBy } }
  }
  const refundCents = await refundBooking({ db, jobs, bookingId: facts.id, amountCents, reason })
  return { refundCents, choice: null }
}

const refundedCents = (settled: Map<string, Settled>) =>
  [...settled.values()].map((one) => one.refundCents).filter((cents) => cents > 0)

/**
 * After the provider cancelled a session of a term, in the same transaction: each enrolment
 * covering it is refunded the session's share (`sessionsShare` of one session, with its
 * per-session extras) or, when a make-up session takes its place, keeps its money and covers the
 * make-up; each family is mailed which. Single bookings, drop-ins and trials of the session end
 * with a full refund as for any cancelled session. With `offerCredit`, every family owed money,
 * enrolled or not, chooses a refund to the card or a credit with the provider instead.
 */
export async function remedyTermSession(
  options: Options & {
    sessionId: string
    startsAt: Date
    makeUpAt: Date | null
    /** Each family owed money chooses a refund or a credit with the provider. */
    offerCredit?: boolean | undefined
  },
): Promise<Refunded & { cancelledBookings: number }> {
  const { db, jobs, outbox, sessionId, startsAt, makeUpAt, offerCredit, now } = options
  const ids = await enrolmentsCovering({ db, sessionId })
  const settled = new Map<string, Settled>()
  const offer = offerCredit ? { sessionId, now: now ?? new Date() } : null
  if (!makeUpAt) {
    for (const facts of await loadRefundFacts(db, ids)) {
      const reason = 'The provider cancelled a session of the term'
      const cents = sessionsShare(facts, 1)
      settled.set(facts.id, await settleShare({ db, jobs, facts, cents, reason, offer }))
    }
  }
  await queueEnrolmentMails({
    db,
    outbox,
    bookingIds: ids,
    key: (id) => `term-session-${makeUpAt ? 'made-up' : 'refunded'}:${sessionId}:${id}`,
    mail: (id, facts) =>
      termSessionCancelledMail({
        ...facts,
        startsAt,
        makeUpAt,
        refundCents: settled.get(id)?.refundCents ?? 0,
        choice: settled.get(id)?.choice ?? null,
      }),
  })
  let cancelledBookings = 0
  const single = await refundedOf(
    db,
    sql`b.schedule_id = ${sessionId} and b.kind <> 'term'`,
    async () => {
      cancelledBookings = await cancelBookings({
        db,
        jobs,
        outbox,
        cancellation: { reason: 'session', sessionId, offerCredit },
        now,
      })
    },
  )
  const enrolled = refundedCents(settled)
  return {
    cancelledBookings,
    refundedBookings: single.refundedBookings + enrolled.length,
    refundedCents: single.refundedCents + enrolled.reduce((sum, cents) => sum + cents, 0),
  }
}

/** What `change` refunded of the bookings `where` picks (alias `b`), from their amounts. */
export async function refundedOf(db: Database, where: SQL, change: () => Promise<unknown>) {
  const read = () =>
    queryRows<{ id: string; refunded: number }>(
      db,
      sql`select b.id, b.refunded_amount_cents as refunded from bookings b where ${where}`,
    )
  const before = new Map((await read()).map((row) => [row.id, Number(row.refunded)]))
  await change()
  let refundedBookings = 0
  let refundedCents = 0
  for (const row of await read()) {
    const cents = Number(row.refunded) - (before.get(row.id) ?? 0)
    if (cents > 0) {
      refundedBookings += 1
      refundedCents += cents
    }
  }
  return { refundedBookings, refundedCents }
}

/**
 * After the provider called off a term and cancelled its sessions not yet started (`sessionIds`),
 * in the same transaction: each enrolment is refunded the share of those sessions it covered,
 * with their per-session extras, and its per-booking extras too when none of its sessions was
 * held, in which case it is cancelled; drop-ins and trials of those sessions end with a full
 * refund. Enrolled families are mailed what came back. With a `notice` (the term did not reach its
 * minimum, so none of it is held) every booking is refunded all it paid and told by that mail.
 * With `offerCredit` (the provider's own cancellation), each family owed money chooses a refund to
 * the card or a credit with the provider instead.
 */
export async function cancelTermBookings(
  options: Options & {
    termId: string
    sessionIds: string[]
    notice?: EndingNotice
    offerCredit?: boolean | undefined
  },
): Promise<Refunded> {
  const { db, jobs, outbox, termId, sessionIds, notice, now = new Date() } = options
  // A term called off for too few places is refunded: the families never had it at all.
  const offerCredit = options.offerCredit === true && !notice
  const offer = offerCredit ? { sessionId: null, now } : null
  const cancelled = new Set(sessionIds)
  return refundedOf(db, sql`b.term_id = ${termId}`, async () => {
    const enrolments = await queryRows<{ id: string }>(
      db,
      sql`select id from bookings where term_id = ${termId} and kind = 'term'
        and status in ${ACTIVE_BOOKING_STATUSES} order by id for update`,
    )
    const settled = new Map<string, Settled>()
    for (const facts of await loadRefundFacts(
      db,
      enrolments.map((row) => row.id),
    )) {
      const ahead = facts.sessions.filter((session) => cancelled.has(session.id)).length
      const noneHeld = facts.sessions.every((session) => session.isCancelled)
      const perBooking = facts.extras
        .filter((extra) => extra.pricePer === 'booking')
        .reduce((sum, extra) => sum + extra.unitPriceCents, 0)
      const owed = notice
        ? facts.refundableCents
        : sessionsShare(facts, ahead) + (noneHeld ? perBooking : 0)
      const reason = notice?.refundReason ?? 'The provider cancelled the term'
      settled.set(facts.id, await settleShare({ db, jobs, facts, cents: owed, reason, offer }))
      if (noneHeld) {
        await queryRows(
          db,
          sql`update bookings set status = 'cancelled', cancelled_at = ${now}, updated_at = ${now},
              payment_status = case when status = 'pending' then 'none' else payment_status end
            where id = ${facts.id}`,
        )
        await ledgerReturnPlatformCodes({ db, bookingIds: [facts.id], reason })
      }
    }
    for (const sessionId of sessionIds) {
      await cancelBookings({
        db,
        jobs,
        outbox,
        cancellation: { reason: 'session', sessionId, notice, offerCredit },
        now,
      })
    }
    await queueEnrolmentMails({
      db,
      outbox,
      bookingIds: [...settled.keys()],
      key: notice?.key ?? ((id) => `term-cancelled:${termId}:${id}`),
      mail: (id, facts) => {
        const refunded = { ...facts, refundCents: settled.get(id)?.refundCents ?? 0 }
        if (notice) return notice.mail(id, refunded)
        return termCancelledMail({ ...refunded, choice: settled.get(id)?.choice ?? null })
      },
    })
  })
}
