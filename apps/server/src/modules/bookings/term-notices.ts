import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { MailMessage, Outbox } from '../../infra/mail/index.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import type { EnrolmentMailFacts } from './term-mails.ts'

/**
 * How bookings ended for a reason of their own (a term or session cancelled for too few places)
 * are told, in place of the ordinary cancelled mail: each is refunded in full under
 * `refundReason`, and its family gets `mail` once under `key`.
 */
export type EndingNotice = {
  refundReason: string
  key: (bookingId: string) => string
  mail: (bookingId: string, facts: EnrolmentMailFacts & { refundCents: number }) => MailMessage
}

type Row = Omit<EnrolmentMailFacts, 'to' | 'participants'> & {
  id: string
  customerId: string | null
  to: string | null
  providerEmail: string | null
  participants: string[] | string
}

/**
 * Queues one mail to each of these bookings' families, in the caller's transaction: `mail` writes
 * it from the booking's facts, `key` names the event so that a second run adds nothing. With
 * `providerMail`, the provider is told too (under the key and ':provider').
 */
export async function queueEnrolmentMails(options: {
  db: Database
  outbox: Outbox | undefined
  bookingIds: string[]
  key: (bookingId: string) => string
  mail: (bookingId: string, facts: EnrolmentMailFacts) => MailMessage
  providerMail?: (bookingId: string, facts: EnrolmentMailFacts) => MailMessage
}) {
  const { db, outbox, bookingIds } = options
  if (!outbox || bookingIds.length === 0) return
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, b.customer_id as "customerId", u.email as "to",
        coalesce(up.first_name, '') as "firstName", a.title as "activityTitle",
        coalesce(t.name, '') as "termName", v.business_name as "providerName",
        coalesce(l.time_zone, 'UTC') as "timeZone",
        coalesce(v.notification_email, v.email, owner.email) as "providerEmail",
        (select coalesce(json_agg(bp.first_name order by bp.first_name, bp.id), '[]'::json)
          from booking_participants bp where bp.booking_id = b.id) as participants
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join "user" owner on owner.id = v.user_id
      left join terms t on t.id = b.term_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where b.id in (${uuidList(bookingIds)})`,
  )
  for (const row of rows) {
    const facts = { ...row, to: row.to ?? '', participants: fromJson(row.participants) }
    if (row.to) {
      await outbox.add(db, {
        ...options.mail(row.id, facts),
        key: options.key(row.id),
        topic: 'transactional',
        userId: row.customerId,
      })
    }
    if (options.providerMail && row.providerEmail) {
      await outbox.add(db, {
        ...options.providerMail(row.id, { ...facts, to: row.providerEmail }),
        key: `${options.key(row.id)}:provider`,
        topic: 'transactional',
      })
    }
  }
}
