import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { Outbox } from '../../infra/mail/index.ts'
import { type Venue, venueLine } from '../../lib/venue.ts'
import { coversSession } from '../bookings/index.ts'
import { unsubscribeLinks, wantsMail } from '../notification-settings/index.ts'
import { sessionReminderMail } from './reminder-mails.ts'

/** How long before a session its families are reminded. */
export const REMINDER_LEAD_HOURS = 24
/** Reminders queued per run at most; a backlog after downtime drains over a few runs. */
const BATCH = 200

type DueReminder = Venue & {
  key: string
  bookingId: string
  customerId: string
  email: string
  firstName: string | null
  activityTitle: string
  whatToBring: string | null
  providerName: string
  providerContact: string | null
  startsAt: Date | string
  timeZone: string
  participants: string[] | string
}

export type ReminderContext = {
  db: Database
  outbox: Outbox
  publicUrl: string
  secret: string
}

/**
 * Queues a reminder for every session of a confirmed booking that starts within the next 24 hours
 * (real hours, whatever the clocks do), booked before that moment, for parents who want them: a
 * term enrolment is reminded of each of its sessions.
 * The key names the booking and the session's start, so however many runs or processes find a
 * booking, it is reminded once, and again only if its session moves.
 */
export async function queueDueReminders(
  options: ReminderContext & { now?: Date },
): Promise<number> {
  const { db, now = new Date() } = options
  const due = await queryRows<DueReminder>(
    db,
    sql`select * from (
        select 'reminder:' || b.id || ':' || extract(epoch from s.starts_at)::bigint as key,
          b.id as "bookingId", b.customer_id as "customerId", u.email, up.first_name as "firstName",
          a.title as "activityTitle", a.what_to_bring as "whatToBring", v.business_name as "providerName",
          coalesce(v.phone, v.notification_email, v.email) as "providerContact",
          s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone",
          l.name, l.address, l.city, l.state, l.zipcode,
          (select coalesce(json_agg(bp.first_name order by bp.first_name), '[]'::json)
            from booking_participants bp where bp.booking_id = b.id) as participants
        from activity_schedules s
        join bookings b on ${coversSession('b', 's')}
        join activities a on a.id = b.activity_id
        join vendors v on v.id = a.vendor_id
        join "user" u on u.id = b.customer_id
        left join user_profiles up on up.id = b.customer_id
        left join vendor_locations l on l.id = a.location_id
        where b.status = 'confirmed' and not s.is_cancelled
          and s.starts_at > ${now}
          and s.starts_at <= ${now}::timestamptz + make_interval(hours => ${REMINDER_LEAD_HOURS})
          and b.created_at <= s.starts_at - make_interval(hours => ${REMINDER_LEAD_HOURS})
          and ${wantsMail(sql`b.customer_id`, 'reminders')}
      ) due
      where not exists (select 1 from mail_outbox m where m.key = due.key)
      order by "startsAt"
      limit ${BATCH}`,
  )
  for (const reminder of due) await queueReminder(options, reminder)
  return due.length
}

async function queueReminder(context: ReminderContext, reminder: DueReminder) {
  const startsAt = new Date(reminder.startsAt)
  const links = unsubscribeLinks({
    publicUrl: context.publicUrl,
    secret: context.secret,
    subject: { topic: 'reminders', recipient: reminder.customerId },
  })
  await context.outbox.add(context.db, {
    ...sessionReminderMail({
      to: reminder.email,
      firstName: reminder.firstName ?? '',
      activityTitle: reminder.activityTitle,
      providerName: reminder.providerName,
      providerContact: reminder.providerContact,
      startsAt,
      timeZone: reminder.timeZone,
      venue: venueLine(reminder),
      whatToBring: reminder.whatToBring,
      participants: fromJson(reminder.participants),
      bookingsUrl: `${context.publicUrl}/bookings`,
      unsubscribePageUrl: links.page,
    }),
    key: reminder.key,
    topic: 'reminders',
    userId: reminder.customerId,
    unsubscribeUrl: links.oneClick,
  })
}
