import { CANCELLATION_POLICY, type reviewInputSchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { reviews } from '../../db/schema/index.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, forbidden, notFound } from '../../lib/http-problem.ts'
import { cancelBookings } from './booking-cancellation.ts'
import { selectCustomerBookings } from './booking-queries.ts'
import { loadRefundFacts } from './refund-facts.ts'
import { familyRefund } from './refund-rule.ts'
import { withdrawFromTerm } from './term-withdrawal.ts'

export const BOOKING_NOT_FOUND = 'Booking not found'
export const TOO_LATE_TO_CANCEL = `This booking can no longer be cancelled online. Cancellation is ${CANCELLATION_POLICY.toLowerCase()}.`

type OwnBooking = {
  id: string
  status: string
  totalAmountCents: number
  holdExpiresAt: Date | string | null
  endsAt: Date | string
  activityId: string
  sessionId: string
}

async function lockOwnBooking(db: Database, customerId: string, bookingId: string) {
  const [row] = await queryRows<OwnBooking>(
    db,
    sql`select b.id, b.status, b.total_amount_cents as "totalAmountCents",
        b.hold_expires_at as "holdExpiresAt", s.ends_at as "endsAt", b.activity_id as "activityId", b.schedule_id as "sessionId"
      from bookings b join activity_schedules s on s.id = b.schedule_id
      where b.id = ${bookingId} and b.customer_id = ${customerId}
      for update of b`,
  )
  if (!row) throw notFound(BOOKING_NOT_FOUND)
  return row
}

/** The caller's booking as My Bookings shows it; another family's booking is not found. */
export async function getOwnBooking(options: {
  db: Database
  customerId: string
  bookingId: string
}) {
  const { db, customerId, bookingId } = options
  const [booking] = await selectCustomerBookings({
    db,
    customerId,
    where: sql`b.id = ${bookingId}`,
  })
  if (!booking) throw notFound(BOOKING_NOT_FOUND)
  return booking
}

/**
 * Lets a held place go at any time, or cancels a confirmed booking up to 48 hours before its
 * first session with everything paid refunded. Later, a term enrolment is withdrawn from by its
 * term's rule (`withdrawFromTerm`) and any other booking is refused with the policy. The change
 * and all that follows it are written by the same transaction, by the rule the quote shows
 * (`familyRefund`).
 */
export async function cancelBooking(options: {
  db: Database
  jobs: JobQueue
  customerId: string
  bookingId: string
  notices?: Notices
  now?: Date
}) {
  const { db, jobs, customerId, bookingId, notices, now = new Date() } = options
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, customerId, bookingId)
    const held = booking.status === 'pending' && new Date(booking.holdExpiresAt ?? 0) > now
    if (booking.status === 'cancelled') throw conflict('This booking is already cancelled.')
    if (booking.status !== 'confirmed' && !held) {
      throw conflict('These places are no longer held, so there is nothing to cancel.')
    }
    if (!held) {
      const [facts] = await loadRefundFacts(tx, [bookingId])
      if (!facts) throw notFound(BOOKING_NOT_FOUND)
      const quote = familyRefund(facts, now)
      if (quote.rule === 'none') throw conflict(TOO_LATE_TO_CANCEL)
      if (quote.rule !== 'full') {
        await withdrawFromTerm({ db: tx, jobs, outbox: notices?.outbox, facts, now })
        return
      }
    }
    await cancelBookings({
      db: tx,
      jobs,
      outbox: notices?.outbox,
      cancellation: { reason: 'family', bookingId, held },
      now,
    })
  })
  return getOwnBooking({ db, customerId, bookingId })
}

/** One review per booking, by the family that booked, once the session has taken place. */
export async function reviewBooking(options: {
  db: Database
  customerId: string
  bookingId: string
  input: z.output<typeof reviewInputSchema>
  now?: Date
}) {
  const { db, customerId, bookingId, input, now = new Date() } = options
  await db.transaction(async (tx) => {
    const booking = await lockOwnBooking(tx, customerId, bookingId)
    if (booking.status !== 'confirmed' || new Date(booking.endsAt).getTime() > now.getTime()) {
      throw forbidden('You can review an activity after your child has taken part in it.')
    }
    const inserted = await tx
      .insert(reviews)
      .values({
        activityId: booking.activityId,
        bookingId,
        customerId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning({ id: reviews.id })
    if (inserted.length === 0) throw conflict('You have already reviewed this booking.')
  })
  return getOwnBooking({ db, customerId, bookingId })
}
