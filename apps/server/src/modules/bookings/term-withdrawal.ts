import {
  type CancellationQuote,
  FREE_CANCELLATION_HOURS,
  FREE_CANCELLATION_WINDOW,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { refundBooking } from './booking-money.ts'
import { queueWaitlistOffers } from './freed-places.ts'
import type { BookingRefundFacts } from './refund-facts.ts'
import { familyRefund } from './refund-rule.ts'
import { termWithdrawalMail, termWithdrawalNoticeMail } from './term-mails.ts'
import { queueEnrolmentMails } from './term-notices.ts'

export const NOTHING_TO_WITHDRAW = `This enrolment has no sessions left more than ${FREE_CANCELLATION_WINDOW} away, so there is nothing to withdraw from.`

const time = (value: string) => new Date(value).getTime()

/**
 * A family leaves a term that has begun (or begins within 48 hours), in the caller's transaction,
 * by the term's rule (`familyRefund`, the rule the quote shows): the enrolment stops covering the
 * sessions more than 48 hours away (`covers_until` set to the first of them, so their places are
 * free from the rows at once and offered to the waiting lines), those sessions' share is refunded
 * under the pro rata rule and nothing under "no refund after start", and the family and the
 * provider are mailed. An enrolment left covering no session is cancelled.
 */
export async function withdrawFromTerm(options: {
  db: Database
  jobs: JobQueue
  outbox: Outbox | undefined
  facts: BookingRefundFacts
  now: Date
}): Promise<CancellationQuote> {
  const { db, jobs, outbox, facts, now } = options
  const quote = familyRefund(facts, now)
  const cutoff = now.getTime() + FREE_CANCELLATION_HOURS * 3_600_000
  const held = facts.sessions.filter((session) => !session.isCancelled)
  const dropped = held.filter((session) => time(session.startsAt) > cutoff)
  const [first] = dropped.sort((a, b) => time(a.place) - time(b.place))
  if (!first) throw conflict(NOTHING_TO_WITHDRAW)
  const until = new Date(first.place)
  const kept = held.filter((session) => time(session.place) < until.getTime())
  const ended = kept.length === 0
  await queryRows(
    db,
    sql`update bookings set covers_until = ${until.toISOString()}::timestamptz,
        ${ended ? sql`status = 'cancelled', cancelled_at = ${now},` : sql``} updated_at = ${now}
      where id = ${facts.id} and status = 'confirmed'`,
  )
  if (quote.refundCents > 0) {
    await refundBooking({
      db,
      jobs,
      bookingId: facts.id,
      amountCents: quote.refundCents,
      reason: 'The family withdrew from the term',
    })
  }
  const freed = held.filter((session) => time(session.place) >= until.getTime())
  await queueWaitlistOffers({ db, jobs, sessionIds: freed.map((session) => session.id) })
  await queueEnrolmentMails({
    db,
    outbox,
    bookingIds: [facts.id],
    key: (bookingId) => `term-withdrawal:${bookingId}:${until.toISOString()}`,
    mail: (_, mailFacts) =>
      termWithdrawalMail({
        ...mailFacts,
        from: new Date(first.startsAt),
        refundCents: quote.refundCents,
        noRefundRule: quote.rule === 'no_refund_after_start',
      }),
    providerMail: (_, mailFacts) =>
      termWithdrawalNoticeMail({
        ...mailFacts,
        from: new Date(first.startsAt),
        refundCents: quote.refundCents,
      }),
  })
  return quote
}
