import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import type { JobQueue } from '../../../infra/jobs/index.ts'
import type { Notices } from '../../../infra/mail/index.ts'
import type { PaymentEvent } from '../../../infra/payments/index.ts'
import {
  cancelBookings,
  confirmBooking,
  recordPayment,
  refundBooking,
  takesPlaces,
} from '../../bookings/index.ts'

type PaidBooking = {
  id: string
  status: string
  stillHeld: boolean
  paidAmountCents: number
  quantity: number
  capacity: number | null
  sessionOpen: boolean
  takenByOthers: number
}

/** Locks the booking's session, then the booking (the order bookings and cancellations use). */
async function lockPaidBooking(db: Database, bookingId: string) {
  const [session] = await queryRows<{ id: string }>(
    db,
    sql`select s.id from activity_schedules s join bookings b on b.schedule_id = s.id
      where b.id = ${bookingId} for update of s`,
  )
  if (!session) return undefined
  const [booking] = await queryRows<PaidBooking>(
    db,
    sql`select b.id, b.status, ${takesPlaces('b')} as "stillHeld",
        b.paid_amount_cents as "paidAmountCents", b.quantity, a.capacity,
        (not s.is_cancelled and s.starts_at > now()) as "sessionOpen",
        (select coalesce(sum(o.quantity), 0)::int from bookings o
          where o.schedule_id = s.id and o.id <> b.id and ${takesPlaces('o')}) as "takenByOthers"
      from bookings b
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
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
  const room =
    booking.capacity === null ||
    Number(booking.takenByOthers) + Number(booking.quantity) <= Number(booking.capacity)
  if (booking.stillHeld || (booking.sessionOpen && room)) {
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
