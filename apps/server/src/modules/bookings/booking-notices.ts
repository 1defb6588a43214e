import { formatMoney } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config/env.ts'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import type { Mailer } from '../../infra/mail/index.ts'
import {
  bookingCancelledMail,
  bookingConfirmationMail,
  newBookingNoticeMail,
} from './booking-mails.ts'

type Facts = {
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
}

async function loadFacts(db: Database, bookingId: string) {
  const [facts] = await queryRows<Facts>(
    db,
    sql`select cu.email as "customerEmail", up.first_name as "customerFirstName",
        coalesce(v.notification_email, v.email, owner.email) as "vendorEmail", a.title as "activityTitle",
        v.business_name as "providerName", s.starts_at as "startsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", b.total_amount_cents as "totalAmountCents",
        b.refunded_amount_cents as "refundedAmountCents",
        (select coalesce(json_agg(bp.first_name || ' ' || bp.last_name order by bp.first_name), '[]'::json)
          from booking_participants bp where bp.booking_id = b.id) as participants
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
  if (!facts) return null
  return {
    ...facts,
    startsAt: new Date(facts.startsAt),
    participants:
      typeof facts.participants === 'string'
        ? (JSON.parse(facts.participants) as string[])
        : facts.participants,
  }
}

/** What a service needs to send booking mail after its transaction commits. */
export type NoticeMail = { mailer: Mailer; config: Config; logger: FastifyBaseLogger }

type NoticeOptions = NoticeMail & { db: Database; bookingId: string }

/** Mail never undoes a booking: a failure to send is logged, and the booking stands. */
async function sendAll(logger: FastifyBaseLogger, sends: Promise<void>[]) {
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected')
      logger.error({ err: result.reason }, 'a booking notice could not be sent')
  }
}

export async function sendBookingConfirmation(options: NoticeOptions) {
  const facts = await loadFacts(options.db, options.bookingId)
  if (!facts) return
  const shared = {
    activityTitle: facts.activityTitle,
    providerName: facts.providerName,
    startsAt: facts.startsAt,
    timeZone: facts.timeZone,
    participants: facts.participants,
    amount: formatMoney(Number(facts.totalAmountCents)),
  }
  const sends: Promise<void>[] = []
  if (facts.customerEmail) {
    sends.push(
      options.mailer.send(
        bookingConfirmationMail({
          ...shared,
          to: facts.customerEmail,
          firstName: facts.customerFirstName ?? '',
          bookingsUrl: `${options.config.publicUrl}/bookings`,
        }),
      ),
    )
  }
  if (facts.vendorEmail) {
    sends.push(
      options.mailer.send(
        newBookingNoticeMail({
          ...shared,
          to: facts.vendorEmail,
          dashboardUrl: `${options.config.publicUrl}/vendor/bookings`,
        }),
      ),
    )
  }
  await sendAll(options.logger, sends)
}

export async function sendCancellationNotices(options: NoticeOptions) {
  const facts = await loadFacts(options.db, options.bookingId)
  if (!facts) return
  const shared = {
    activityTitle: facts.activityTitle,
    startsAt: facts.startsAt,
    timeZone: facts.timeZone,
    refund: `${formatMoney(Number(facts.refundedAmountCents))} refunded in full`,
  }
  const sends: Promise<void>[] = []
  if (facts.customerEmail) {
    sends.push(
      options.mailer.send(
        bookingCancelledMail({
          ...shared,
          to: facts.customerEmail,
          greeting: facts.customerFirstName || 'there',
          byCustomer: false,
        }),
      ),
    )
  }
  if (facts.vendorEmail) {
    sends.push(
      options.mailer.send(
        bookingCancelledMail({
          ...shared,
          to: facts.vendorEmail,
          greeting: facts.providerName,
          byCustomer: true,
        }),
      ),
    )
  }
  await sendAll(options.logger, sends)
}
