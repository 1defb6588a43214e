import { formatRevenue } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { MailMessage, Outbox } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

type Facts = {
  customerId: string | null
  customerEmail: string | null
  customerFirstName: string | null
  vendorEmail: string | null
  providerName: string
  activityTitle: string
  startsAt: Date | string
  timeZone: string
  totalAmountCents: number
}

/** The mail saying which children were taken off a booking, what it costs now and what came back. */
export function childrenTakenOffMail(options: {
  to: string
  greeting: string
  names: string
  activityTitle: string
  startsAt: Date
  timeZone: string
  byCustomer: boolean
  totalCents: number
  refundCents: number
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Booking changed: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.greeting},`,
      '',
      options.byCustomer
        ? `The family took ${options.names} off their booking for ${options.activityTitle} on ${when}.`
        : `${options.names} ${options.names.includes(' and ') ? 'are' : 'is'} no longer booked for ${options.activityTitle} on ${when}; the other children keep their places.`,
      `The booking now costs ${formatRevenue(options.totalCents)}.`,
      `Refund: ${options.refundCents > 0 ? `${formatRevenue(options.refundCents)}, back to the card that paid` : 'nothing'}.`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

/** Queues both sides' mails about children taken off a booking, in the same transaction. */
export async function queueChildrenTakenOffNotices(options: {
  db: Database
  outbox: Outbox
  bookingId: string
  names: string
  refundCents: number
  at: Date
}) {
  const { db, outbox, bookingId, names, refundCents, at } = options
  const [facts] = await queryRows<Facts>(
    db,
    sql`select b.customer_id as "customerId", cu.email as "customerEmail",
        up.first_name as "customerFirstName",
        coalesce(v.notification_email, v.email, owner.email) as "vendorEmail",
        v.business_name as "providerName", a.title as "activityTitle", s.starts_at as "startsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", b.total_amount_cents as "totalAmountCents"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join "user" owner on owner.id = v.user_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" cu on cu.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where b.id = ${bookingId}`,
  )
  if (!facts) return
  const shared = {
    names,
    activityTitle: facts.activityTitle,
    startsAt: new Date(facts.startsAt),
    timeZone: facts.timeZone,
    totalCents: Number(facts.totalAmountCents),
    refundCents,
  }
  // Each change of a booking is its own mail: the moment tells one from the next.
  const key = (side: string) => `children-taken-off:${bookingId}:${at.toISOString()}:${side}`
  if (facts.customerEmail) {
    await outbox.add(db, {
      ...childrenTakenOffMail({
        ...shared,
        to: facts.customerEmail,
        greeting: facts.customerFirstName || 'there',
        byCustomer: false,
      }),
      key: key('family'),
      topic: 'transactional',
      userId: facts.customerId,
    })
  }
  if (facts.vendorEmail) {
    await outbox.add(db, {
      ...childrenTakenOffMail({
        ...shared,
        to: facts.vendorEmail,
        greeting: facts.providerName,
        byCustomer: true,
      }),
      key: key('provider'),
      topic: 'transactional',
    })
  }
}
