import { type AllergyAlert, ageOn } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { type Venue, venueLine } from '../../lib/venue.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import { coversSession } from '../bookings/index.ts'
import { allergyAlertsFor, type RecordSharing } from '../children/index.ts'
import { unsubscribeLinks, wantsMail } from '../notification-settings/index.ts'
import { providerRosterMail, type RosterBooking, type RosterSession } from './reminder-mails.ts'
import type { ReminderContext } from './session-reminders.ts'

/** The hour of the venue's morning when a provider gets the day's roster. */
export const ROSTER_HOUR = 7

/** The roster mail names the severe allergies of the children whose record it may show. */
type RosterContext = ReminderContext & { sharing: RecordSharing }

type DueRoster = {
  key: string
  vendorId: string
  ownerId: string
  providerName: string
  email: string
  timeZone: string
  day: string
}

type RosterRow = Venue & {
  sessionId: string
  startsAt: Date | string
  activityTitle: string
  bookingId: string
  parentName: string
  parentEmail: string | null
  childId: string | null
  childName: string
  birthDate: string | null
  notes: string | null
}

const localDay = (instant: ReturnType<typeof sql>, timeZone: ReturnType<typeof sql>) =>
  sql`(${instant} at time zone ${timeZone})::date`

/**
 * Queues each provider's roster for today, once it is 7:00 at the venue (by its own clock, so
 * the hour holds across daylight-saving changes), for days with at least one confirmed booking.
 * Keyed on the provider, the zone and the day: one roster per day however often this runs.
 */
export async function queueDueRosters(options: RosterContext & { now?: Date }): Promise<number> {
  const { db, now = new Date() } = options
  const zone = sql`coalesce(l.time_zone, 'UTC')`
  const due = await queryRows<DueRoster>(
    db,
    sql`select * from (
        select distinct 'roster:' || v.id || ':' || ${zone} || ':'
            || to_char(${localDay(sql`${now}::timestamptz`, zone)}, 'YYYY-MM-DD') as key,
          v.id as "vendorId", v.user_id as "ownerId", v.business_name as "providerName",
          coalesce(v.notification_email, v.email, owner.email) as email, ${zone} as "timeZone",
          to_char(${localDay(sql`${now}::timestamptz`, zone)}, 'YYYY-MM-DD') as day
        from activity_schedules s
        join activities a on a.id = s.activity_id
        join vendors v on v.id = a.vendor_id
        join "user" owner on owner.id = v.user_id
        left join vendor_locations l on l.id = a.location_id
        where not s.is_cancelled
          and s.starts_at > ${now} and s.starts_at < ${now}::timestamptz + interval '1 day'
          and ${localDay(sql`s.starts_at`, zone)} = ${localDay(sql`${now}::timestamptz`, zone)}
          and extract(hour from ${now}::timestamptz at time zone ${zone}) >= ${ROSTER_HOUR}
          and exists (select 1 from bookings b where ${coversSession('b', 's')} and b.status = 'confirmed')
          and ${wantsMail(sql`v.user_id`, 'reminders')}
      ) due
      where not exists (select 1 from mail_outbox m where m.key = due.key)`,
  )
  for (const roster of due) await queueRoster(options, roster)
  return due.length
}

async function queueRoster(context: RosterContext, roster: DueRoster) {
  const rows = await queryRows<RosterRow>(
    context.db,
    sql`select s.id as "sessionId", s.starts_at as "startsAt", a.title as "activityTitle",
        l.name, l.address, l.city, l.state, l.zipcode, b.id as "bookingId",
        coalesce(nullif(trim(up.first_name || ' ' || up.last_name), ''), 'A parent') as "parentName",
        u.email as "parentEmail", bp.child_id as "childId",
        bp.first_name || ' ' || bp.last_name as "childName",
        c.birth_date as "birthDate", c.notes
      from activity_schedules s
      join activities a on a.id = s.activity_id
      left join vendor_locations l on l.id = a.location_id
      join bookings b on ${coversSession('b', 's')} and b.status = 'confirmed'
      join booking_participants bp on bp.booking_id = b.id
      left join children c on c.id = bp.child_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where a.vendor_id = ${roster.vendorId} and not s.is_cancelled
        and coalesce(l.time_zone, 'UTC') = ${roster.timeZone}
        and ${localDay(sql`s.starts_at`, sql`${roster.timeZone}`)} = ${roster.day}::date
      order by s.starts_at, a.title, b.created_at, bp.first_name`,
  )
  const alerts = await allergyAlertsFor({
    db: context.db,
    sharing: context.sharing,
    vendorId: roster.vendorId,
    childIds: rows.map((row) => row.childId),
  })
  const links = unsubscribeLinks({
    publicUrl: context.publicUrl,
    secret: context.secret,
    subject: { topic: 'reminders', recipient: roster.ownerId },
  })
  await context.outbox.add(context.db, {
    ...providerRosterMail({
      to: roster.email,
      providerName: roster.providerName,
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${roster.day}T12:00:00Z`)),
      timeZone: roster.timeZone,
      sessions: groupSessions(rows, roster.timeZone, alerts),
      bookingsUrl: `${context.publicUrl}/vendor/bookings`,
      unsubscribePageUrl: links.page,
    }),
    key: roster.key,
    topic: 'reminders',
    // It names severe allergies: sealed in the outbox like the records it reads (ADR 52).
    sensitive: true,
    userId: roster.ownerId,
    unsubscribeUrl: links.oneClick,
  })
}

function groupSessions(
  rows: RosterRow[],
  timeZone: string,
  alerts: Map<string, AllergyAlert[]>,
): RosterSession[] {
  const sessions = new Map<string, RosterSession & { byBooking: Map<string, RosterBooking> }>()
  for (const row of rows) {
    const startsAt = new Date(row.startsAt)
    let session = sessions.get(row.sessionId)
    if (!session) {
      session = {
        activityTitle: row.activityTitle,
        startsAt,
        venue: venueLine(row),
        bookings: [],
        byBooking: new Map(),
      }
      sessions.set(row.sessionId, session)
    }
    let booking = session.byBooking.get(row.bookingId)
    if (!booking) {
      booking = { parentName: row.parentName, parentEmail: row.parentEmail, children: [] }
      session.byBooking.set(row.bookingId, booking)
      session.bookings.push(booking)
    }
    booking.children.push({
      name: row.childName,
      age: row.birthDate ? ageOn(row.birthDate, localDateAt(startsAt, timeZone)) : null,
      notes: row.notes,
      allergyAlerts: (row.childId && alerts.get(row.childId)) || [],
    })
  }
  return [...sessions.values()].map(({ byBooking: _, ...session }) => session)
}
