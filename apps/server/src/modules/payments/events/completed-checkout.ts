import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import type { PaymentEvent } from '../../../infra/payments/index.ts'
import {
  cancelBookings,
  confirmBooking,
  coversSession,
  extraPlacesTaken,
  placesTaken,
  recordPayment,
  refundBooking,
  seatsIn,
  takesPlaces,
} from '../../bookings/index.ts'
import { settlePlanCheckout } from '../plans/plan-events.ts'

type PaidBooking = {
  id: string
  status: string
  stillHeld: boolean
  paidAmountCents: number
  sessionOpen: boolean
  room: boolean
}

/**
 * Locks what the booking takes places in, then the booking: a term enrolment's term row and the
 * sessions it covers still to come (the order an enrolment locks them), else its session (the
 * order bookings and cancellations use). `room`: every session it would take a place in still
 * seats it, counted by `placesTaken` without it, and has a place left for each of its extras
 * (`extraPlacesTaken`).
 */
async function lockPaidBooking(db: Database, bookingId: string) {
  await queryRows(
    db,
    sql`select t.id from bookings b join terms t on t.id = b.term_id
      where b.id = ${bookingId} and b.kind = 'term' for no key update of t`,
  )
  const sessions = await queryRows<{ id: string }>(
    db,
    sql`select s.id from bookings b join activity_schedules s on s.id = b.schedule_id
        or (b.kind = 'term' and s.term_id = b.term_id and s.starts_at > now())
      where b.id = ${bookingId}
      order by s.id
      for update of s`,
  )
  if (sessions.length === 0) return undefined
  const [booking] = await queryRows<PaidBooking>(
    db,
    sql`select b.id, b.status, ${takesPlaces('b')} as "stillHeld",
        b.paid_amount_cents as "paidAmountCents",
        exists (select 1 from activity_schedules s
          where (s.id = b.schedule_id or s.term_id = b.term_id) and ${coversSession('b', 's')}
            and not s.is_cancelled and s.starts_at > now()) as "sessionOpen",
        not exists (select 1 from activity_schedules s
          join activities a on a.id = s.activity_id
          where (s.id = b.schedule_id or s.term_id = b.term_id) and ${coversSession('b', 's')}
            and not s.is_cancelled and s.starts_at > now()
            and ${placesTaken('s')} + b.quantity > ${seatsIn('s', 'a')})
        and not exists (select 1 from booking_extras mine
          join term_extras e on e.id = mine.extra_id
          join activity_schedules s on s.term_id = e.term_id and ${coversSession('b', 's')}
            and not s.is_cancelled and s.starts_at > now()
          where mine.booking_id = b.id and e.places is not null
          group by e.id, s.id
          having ${extraPlacesTaken(sql`e.id`, 's')} + count(*) > e.places) as room
      from bookings b
      where b.id = ${bookingId}
      for update of b`,
  )
  return booking
}

/**
 * A family paid. The payment is recorded whatever happens next; then the booking is confirmed
 * if its places are still held, or, when the hold ran out first, if the session still has room.
 * Otherwise (full, cancelled, started, or a second payment) the payment is refunded at once:
 * never an overbooking.
 */
export async function settleCompletedCheckout(
  options: Notices & {
    db: Database
    jobs: JobQueue
    event: Extract<PaymentEvent, { type: 'checkout.completed' }>
  },
) {
  const { db, jobs, outbox, publicUrl, event } = options
  const booking = await lockPaidBooking(db, event.bookingId)
  if (!booking) return
  const alreadyPaid = Number(booking.paidAmountCents) > 0
  const recorded = await recordPayment({
    db,
    bookingId: booking.id,
    amountCents: event.amountCents,
    paymentReference: event.paymentReference,
  })
  if (!recorded) return
  if (event.planPaymentId) {
    const planEvent = { ...event, planPaymentId: event.planPaymentId }
    if (await settlePlanCheckout({ db, jobs, event: planEvent, bookingStatus: booking.status })) {
      return
    }
  }
  const refund = (reason: string) =>
    refundBooking({ db, jobs, bookingId: booking.id, amountCents: event.amountCents, reason })

  if (alreadyPaid || booking.status === 'confirmed') {
    await refund('A second payment for a booking already paid')
    return
  }
  if (booking.status === 'cancelled') {
    await refund('The booking was cancelled before the payment arrived')
    return
  }
  if (booking.stillHeld || (booking.sessionOpen && booking.room)) {
    await confirmBooking({ db, outbox, publicUrl, bookingId: booking.id })
    return
  }
  await cancelBookings({
    db,
    jobs,
    outbox,
    cancellation: { reason: 'late-payment', bookingId: booking.id, publicUrl },
  })
}
