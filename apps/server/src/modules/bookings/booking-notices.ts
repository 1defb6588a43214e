import { formatMoney, formatRevenue, type PriceLine } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { Notices, Outbox } from '../../infra/mail/index.ts'
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  newBookingNoticeMail,
} from './booking-mails.ts'
import { coversSession } from './places-taken.ts'
import { currentLines, readPriceLines } from './price-lines.ts'

type Facts = {
  customerId: string | null
  customerEmail: string | null
  customerFirstName: string | null
  vendorEmail: string | null
  activityTitle: string
  providerName: string
  startsAt: Date | string
  timeZone: string
  totalAmountCents: number
  refundedAmountCents: number
  participants: string[] | string
  termName: string | null
  /** A term enrolment's covered sessions not cancelled, in order. */
  termSessions: (Date | string)[] | string | null
  extras: string[] | string
  priceLines: PriceLine[] | string
}

async function loadFacts(db: Database, bookingId: string) {
  const [facts] = await queryRows<Facts>(
    db,
    sql`select b.customer_id as "customerId", cu.email as "customerEmail", up.first_name as "customerFirstName",
        coalesce(v.notification_email, v.email, owner.email) as "vendorEmail", a.title as "activityTitle",
        v.business_name as "providerName", s.starts_at as "startsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", b.total_amount_cents as "totalAmountCents",
        b.refunded_amount_cents as "refundedAmountCents",
        (select coalesce(json_agg(bp.first_name || ' ' || bp.last_name order by bp.first_name), '[]'::json)
          from booking_participants bp where bp.booking_id = b.id) as participants,
        t.name as "termName",
        (select json_agg(cs.starts_at order by cs.starts_at) from activity_schedules cs
          where b.kind = 'term' and not cs.is_cancelled and ${coversSession('b', 'cs')})
          as "termSessions",
        (select coalesce(json_agg(bp.first_name || ': ' || e.name order by bp.first_name, e.name),
            '[]'::json)
          from booking_extras be join term_extras e on e.id = be.extra_id
          join booking_participants bp on bp.id = be.participant_id
          where be.booking_id = b.id) as extras,
        ${currentLines(sql`b.id`)} as "priceLines"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join "user" owner on owner.id = v.user_id
      join activity_schedules s on s.id = b.schedule_id
      left join terms t on t.id = b.term_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" cu on cu.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where b.id = ${bookingId}`,
  )
  if (!facts) return null
  const termSessions = facts.termSessions && fromJson(facts.termSessions)
  return {
    ...facts,
    startsAt: new Date(facts.startsAt),
    participants: fromJson(facts.participants),
    term:
      facts.termName && termSessions
        ? {
            name: facts.termName,
            sessions: termSessions.map((start) => new Date(start)),
            extras: fromJson(facts.extras),
          }
        : null,
  }
}

/** What a booking service needs to queue its mails: they go out once its transaction commits. */
type NoticeOptions = Notices & { db: Database; bookingId: string }

/** Queues the family's confirmation and the provider's notice, in the booking's transaction. */
export async function queueBookingConfirmation(options: NoticeOptions) {
  const { db, outbox, bookingId, publicUrl } = options
  const facts = await loadFacts(db, bookingId)
  if (!facts) return
  const shared = {
    activityTitle: facts.activityTitle,
    providerName: facts.providerName,
    startsAt: facts.startsAt,
    timeZone: facts.timeZone,
    participants: facts.participants,
    amount: formatMoney(Number(facts.totalAmountCents)),
    priceLines: readPriceLines(facts.priceLines),
    totalCents: Number(facts.totalAmountCents),
    term: facts.term,
  }
  if (facts.customerEmail) {
    await outbox.add(db, {
      ...bookingConfirmationMail({
        ...shared,
        to: facts.customerEmail,
        firstName: facts.customerFirstName ?? '',
        bookingsUrl: `${publicUrl}/bookings`,
      }),
      key: `booking-confirmed:${bookingId}:family`,
      topic: 'transactional',
      userId: facts.customerId,
    })
  }
  if (facts.vendorEmail) {
    await outbox.add(db, {
      ...newBookingNoticeMail({
        ...shared,
        to: facts.vendorEmail,
        dashboardUrl: `${publicUrl}/vendor/bookings`,
      }),
      key: `booking-confirmed:${bookingId}:provider`,
      topic: 'transactional',
    })
  }
}

/**
 * Queues the cancellation mails, in the cancelling transaction: both sides', or the provider's
 * alone when the family is closing their account.
 */
export async function queueCancellationNotices(options: {
  db: Database
  outbox: Outbox
  bookingId: string
  providerOnly?: boolean
}) {
  const { db, outbox, bookingId, providerOnly = false } = options
  const facts = await loadFacts(db, bookingId)
  if (!facts) return
  const shared = {
    activityTitle: facts.activityTitle,
    startsAt: facts.startsAt,
    timeZone: facts.timeZone,
    refund:
      Number(facts.refundedAmountCents) > 0
        ? `${formatRevenue(Number(facts.refundedAmountCents))}, back to the card that paid`
        : 'nothing to refund: no payment was taken',
  }
  if (facts.customerEmail && !providerOnly) {
    await outbox.add(db, {
      ...bookingCancelledMail({
        ...shared,
        to: facts.customerEmail,
        greeting: facts.customerFirstName || 'there',
        byCustomer: false,
      }),
      key: `booking-cancelled:${bookingId}:family`,
      topic: 'transactional',
      userId: facts.customerId,
    })
  }
  if (facts.vendorEmail) {
    await outbox.add(db, {
      ...bookingCancelledMail({
        ...shared,
        to: facts.vendorEmail,
        greeting: facts.providerName,
        byCustomer: true,
      }),
      key: `booking-cancelled:${bookingId}:provider`,
      topic: 'transactional',
    })
  }
}
