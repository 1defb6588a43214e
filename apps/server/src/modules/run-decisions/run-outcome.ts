import type { RunAlternative, RunDecision } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import {
  ACTIVE_BOOKING_STATUSES,
  cancelBookings,
  type EndingNotice,
  findAlternatives,
  queueEnrolmentMails,
  refundedOf,
} from '../bookings/index.ts'
import { callOffTerm } from '../terms/index.ts'
import { didNotRunMail, itsOnMail, providerOutcomeMail, subjectName } from './run-mails.ts'
import type { RunSubject } from './run-subject.ts'

type Outcome = Notices & { db: Database; jobs: JobQueue; subject: RunSubject; now: Date }

/** The bookings of the term or session, as `b`. */
const bookingsOf = (subject: RunSubject) =>
  subject.kind === 'term' ? sql`b.term_id = ${subject.id}` : sql`b.schedule_id = ${subject.id}`

async function bookingIds(db: Database, subject: RunSubject, statuses: SQL) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select b.id from bookings b where ${bookingsOf(subject)} and b.status in ${statuses}
      order by b.id`,
  )
  return rows.map((row) => row.id)
}

/** Tells each family with a confirmed place that it runs. Holds being paid for carry on. */
async function announceItsOn(options: Outcome) {
  const { db, outbox, subject } = options
  const name = subjectName(subject)
  await queueEnrolmentMails({
    db,
    outbox,
    bookingIds: await bookingIds(db, subject, sql.raw(`('confirmed')`)),
    key: (id) => `run-on:${subject.id}:${id}`,
    mail: (_id, facts) => itsOnMail({ ...facts, name }),
  })
}

/**
 * Cancels the term (`callOffTerm`: its sessions not yet started) or the session through the
 * bookings module: every booking refunded all it paid, holds let go, the waiting lines closed and
 * told by the waiting-list job the cancellation queues. Each family gets the one mail saying it
 * did not reach its minimum, with the places its children can book instead, looked for before
 * anything is cancelled.
 */
async function cancelForTooFew(options: Outcome) {
  const { db, jobs, outbox, publicUrl, subject, now } = options
  const alternatives = new Map<string, RunAlternative[]>()
  for (const bookingId of await bookingIds(db, subject, ACTIVE_BOOKING_STATUSES)) {
    alternatives.set(bookingId, await findAlternatives({ db, bookingId, now }))
  }
  const name = subjectName(subject)
  const notice: EndingNotice = {
    refundReason: 'It did not reach its minimum number of places, so it was cancelled',
    key: (id) => `run-cancelled:${subject.id}:${id}`,
    mail: (id, facts) =>
      didNotRunMail({ ...facts, name, publicUrl, alternatives: alternatives.get(id) ?? [] }),
  }
  if (subject.kind === 'session') {
    await queryRows(
      db,
      sql`update activity_schedules set is_cancelled = true where id = ${subject.id}`,
    )
    return refundedOf(db, bookingsOf(subject), () =>
      cancelBookings({
        db,
        jobs,
        outbox,
        cancellation: { reason: 'session', sessionId: subject.id, notice },
        now,
      }),
    )
  }
  const { refundedBookings, refundedCents } = await callOffTerm({
    db,
    jobs,
    outbox,
    termId: subject.id,
    notice,
    now,
  })
  return { refundedBookings, refundedCents }
}

/**
 * What follows a decision, in its transaction: "It's on" mails, or the cancellation with its
 * refunds; then the provider's mail naming the outcome and the count reached. Every mail is keyed
 * by the term or session, so nothing is queued twice.
 */
export async function applyRunOutcome(
  options: Outcome & { decision: RunDecision; early: boolean },
) {
  const { db, outbox, subject, decision } = options
  let refunded = { refundedBookings: 0, refundedCents: 0 }
  if (decision === 'runs') await announceItsOn(options)
  else refunded = await cancelForTooFew(options)
  if (subject.providerEmail) {
    await outbox.add(db, {
      ...providerOutcomeMail({
        to: subject.providerEmail,
        subject,
        decision,
        early: options.early,
        refundedBookings: refunded.refundedBookings,
      }),
      key: `run-${decision === 'runs' ? 'on' : 'cancelled'}:${subject.id}:provider`,
      topic: 'transactional',
    })
  }
  return refunded
}
