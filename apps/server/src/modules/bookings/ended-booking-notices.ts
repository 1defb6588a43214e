import { formatRevenue } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { Notices, Outbox } from '../../infra/mail/index.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { sessionCancelledMail } from './booking-mails.ts'
import { type HoldRow, holdFacts, latePaymentRefundedMail } from './hold-mails.ts'

type EndedBooking = HoldRow & {
  id: string
  sessionId: string
  providerName: string
  /** What the family may take as a refund or a credit, until when, when the provider offered it. */
  choiceCents: number | null
  chooseBy: Date | string | null
}

const endedBookings = (db: Database, bookingIds: string[]) =>
  queryRows<EndedBooking>(
    db,
    sql`select b.id, b.schedule_id as "sessionId", b.customer_id as "customerId", u.email,
        up.first_name as "firstName", a.id as "activityId", a.title as "activityTitle",
        v.business_name as "providerName", s.starts_at as "startsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", rc.amount_cents as "choiceCents",
        rc.choose_by as "chooseBy"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      left join refund_choices rc on rc.booking_id = b.id and rc.session_id is null
        and rc.chosen is null
      where b.id in (${uuidList(bookingIds)})`,
  )

/** Tells each family whose session the provider cancelled, in the cancelling transaction. */
export async function queueSessionCancelledNotices(options: {
  db: Database
  outbox: Outbox
  bookingIds: string[]
}) {
  const { db, outbox, bookingIds } = options
  if (bookingIds.length === 0) return
  for (const booking of await endedBookings(db, bookingIds)) {
    if (!booking.email) continue
    await outbox.add(db, {
      ...sessionCancelledMail({
        to: booking.email,
        firstName: booking.firstName ?? '',
        activityTitle: booking.activityTitle,
        providerName: booking.providerName,
        startsAt: new Date(booking.startsAt),
        timeZone: booking.timeZone,
        choice:
          booking.choiceCents && booking.chooseBy
            ? { amountCents: Number(booking.choiceCents), chooseBy: new Date(booking.chooseBy) }
            : null,
      }),
      key: `session-cancelled:${booking.sessionId}:${booking.id}`,
      topic: 'transactional',
      userId: booking.customerId,
    })
  }
}

/** Tells the family their payment came too late for a place and is refunded in full. */
export async function queueLatePaymentNotice(
  options: Notices & { db: Database; bookingId: string; refundedCents: number },
) {
  const { db, outbox, publicUrl, bookingId } = options
  const [booking] = await endedBookings(db, [bookingId])
  if (!booking?.email) return
  await outbox.add(db, {
    ...latePaymentRefundedMail({
      ...holdFacts({ ...booking, email: booking.email }, publicUrl),
      amount: formatRevenue(options.refundedCents),
    }),
    key: `late-payment-refunded:${bookingId}`,
    topic: 'transactional',
    userId: booking.customerId,
  })
}
