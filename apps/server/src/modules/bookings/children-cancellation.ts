import type {
  ChildrenCancellation,
  ChildrenCancellationQuote,
  ChildrenCancellationRequest,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { ledgerDiscountEntry } from '../payments/ledger/index.ts'
import { refundBooking } from './booking-money.ts'
import { ownBookingFacts, workOutChildrenCancellation } from './children-cancellation-quote.ts'
import { queueChildrenTakenOffNotices } from './children-notices.ts'
import { queueWaitlistOffers } from './freed-places.ts'
import { getOwnBooking } from './own-booking-service.ts'
import { insertPriceLines, publicLines } from './price-lines.ts'

/** Names as a sentence reads them: "Ava", "Ava and Ben", "Ava, Ben and Cal". */
const namesOf = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * What taking these children off the family's booking would do, as `cancelChildren` will do it:
 * the lines of the children who stay, the refund and the discount reversed. Nothing is locked or
 * changed.
 */
export async function quoteChildrenCancellation(options: {
  db: Database
  customerId: string
  bookingId: string
  input: ChildrenCancellationRequest
  now?: Date
}): Promise<ChildrenCancellationQuote> {
  const { db, customerId, bookingId, input, now = new Date() } = options
  const booking = await ownBookingFacts(db, { customerId, bookingId, lock: false })
  const work = await workOutChildrenCancellation({
    db,
    booking,
    participantIds: input.participantIds,
    now,
  })
  return {
    paidCents: work.paidCents,
    staying: {
      lines: publicLines(work.quote.lines, kidsOf(work.staying)),
      totalCents: work.quote.totalCents,
    },
    refundCents: work.refundCents,
    discountReversedCents: work.discountReversedCents,
  }
}

const kidsOf = (participants: { childId: string | null; firstName: string }[]) =>
  participants.flatMap((p) => (p.childId ? [{ id: p.childId, firstName: p.firstName }] : []))

/**
 * Takes some children off a confirmed booking while a full cancellation would refund it all
 * (ADR 43). The booking's places are locked as a cancellation locks them (an enrolment's term,
 * then its sessions; else its session), then the booking. The children who stay are priced again
 * (`workOutChildrenCancellation`): the old lines are marked replaced and the new written, the
 * booking's quantity and total change, the children leaving come off it (their extras with them;
 * their code use stays), their places are offered to the waiting lines, the refund goes back to
 * the card, and the ledger records the discount reversed and what the platform no longer pays for
 * its code. Both sides are mailed. One transaction.
 */
export async function cancelChildren(options: {
  db: Database
  jobs: JobQueue
  customerId: string
  bookingId: string
  input: ChildrenCancellationRequest
  notices?: Notices
  now?: Date
}): Promise<ChildrenCancellation> {
  const { db, jobs, customerId, bookingId, input, notices, now = new Date() } = options
  const refundCents = await db.transaction(async (tx) => {
    const seen = await ownBookingFacts(tx, { customerId, bookingId, lock: false })
    await lockPlaces(tx, seen)
    const booking = await ownBookingFacts(tx, { customerId, bookingId, lock: true })
    const work = await workOutChildrenCancellation({
      db: tx,
      booking,
      participantIds: input.participantIds,
      now,
    })
    const { quote, leaving } = work
    const names = namesOf(leaving.map((p) => p.firstName))
    await queryRows(
      tx,
      sql`update booking_price_lines set replaced_at = ${now}
        where booking_id = ${bookingId} and replaced_at is null`,
    )
    await insertPriceLines({ db: tx, bookingId, lines: quote.lines, kids: kidsOf(work.staying) })
    await queryRows(
      tx,
      sql`with gone as (
          delete from booking_participants
          where booking_id = ${bookingId} and id in (${uuidList(leaving.map((p) => p.id))})
        )
        update bookings set quantity = ${work.staying.length},
          total_amount_cents = ${quote.totalCents}, updated_at = ${now}
        where id = ${bookingId}`,
    )
    await queueWaitlistOffers({
      db: tx,
      jobs,
      sessionIds: work.facts.sessions.filter((s) => !s.isCancelled).map((s) => s.id),
    })
    const reason = `${names} taken off the booking`
    const refunded = await refundBooking({
      db: tx,
      jobs,
      bookingId,
      amountCents: work.refundCents,
      reason,
      // The platform's cost of its code follows the new price, written below.
      platformCode: 'repriced',
    })
    await ledgerDiscountEntry({
      db: tx,
      bookingId,
      kind: 'discount_reversed',
      amountCents: work.discountReversedCents,
      reason,
    })
    await ledgerDiscountEntry({
      db: tx,
      bookingId,
      kind: 'platform_code_refund',
      amountCents: work.platformCostBefore - quote.platformCostCents,
      reason,
    })
    if (notices) {
      await queueChildrenTakenOffNotices({
        db: tx,
        outbox: notices.outbox,
        bookingId,
        names,
        refundCents: refunded,
        at: now,
      })
    }
    return refunded
  })
  return { booking: await getOwnBooking({ db, customerId, bookingId }), refundCents }
}

/**
 * Locks what the booking holds places in, in the order enrolling and cancelling take them: an
 * enrolment's term row, then the term's sessions in id order; else its one session.
 */
async function lockPlaces(
  tx: Database,
  booking: { termId: string | null; kind: string; sessionId: string },
) {
  if (booking.kind === 'term' && booking.termId) {
    await queryRows(tx, sql`select id from terms where id = ${booking.termId} for no key update`)
    await queryRows(
      tx,
      sql`select id from activity_schedules where term_id = ${booking.termId}
        order by id for update`,
    )
    return
  }
  await queryRows(
    tx,
    sql`select id from activity_schedules where id = ${booking.sessionId} for update`,
  )
}
