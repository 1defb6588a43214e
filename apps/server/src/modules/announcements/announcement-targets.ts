import { ANNOUNCEMENTS_PER_SESSION_PER_DAY } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { conflict, HttpProblem, notFound } from '../../lib/http-problem.ts'
import { addDays, localDateAt, zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { coversSession } from '../bookings/index.ts'
import { wantsMail } from '../notification-settings/index.ts'

export const SESSION_NOT_FOUND = 'Session not found'
export const ACTIVITY_NOT_FOUND = 'Activity Not Found'

/** Who a message goes to: one session, or every upcoming session of an activity. */
export type AnnouncementTarget =
  | { kind: 'session'; sessionId: string }
  | { kind: 'activity'; activityId: string }

export type LockedSession = {
  id: string
  activityId: string
  activityTitle: string
  providerName: string
  startsAt: Date | string
  isCancelled: boolean
  timeZone: string
}

/**
 * Locks the sessions a message goes to, so two messages sent at once are counted one after the
 * other against the daily limit. Another provider's session or activity is not found.
 */
export async function lockTargetSessions(options: {
  tx: Database
  vendorId: string
  target: AnnouncementTarget
  now: Date
}): Promise<LockedSession[]> {
  const { tx, vendorId, target, now } = options
  const where =
    target.kind === 'session'
      ? sql`s.id = ${target.sessionId}`
      : sql`a.id = ${target.activityId} and not s.is_cancelled and s.starts_at > ${now}`
  const sessions = await queryRows<LockedSession>(
    tx,
    sql`select s.id, a.id as "activityId", a.title as "activityTitle",
        v.business_name as "providerName", s.starts_at as "startsAt",
        s.is_cancelled as "isCancelled", coalesce(l.time_zone, 'UTC') as "timeZone"
      from activity_schedules s
      join activities a on a.id = s.activity_id
      join vendors v on v.id = a.vendor_id
      left join vendor_locations l on l.id = a.location_id
      where a.vendor_id = ${vendorId} and a.deleted_at is null and ${where}
      order by s.id
      for update of s`,
  )
  if (target.kind === 'session') {
    const [session] = sessions
    if (!session) throw notFound(SESSION_NOT_FOUND)
    if (session.isCancelled) {
      throw conflict('This session is cancelled, so there is nobody left to write to.')
    }
    if (new Date(session.startsAt).getTime() <= now.getTime()) {
      throw conflict('This session has already started, so it can no longer get messages.')
    }
    return sessions
  }
  if (sessions.length === 0) {
    await assertOwnActivity(tx, vendorId, target.activityId)
    throw conflict('This activity has no upcoming sessions, so there is nobody to write to.')
  }
  return sessions
}

async function assertOwnActivity(tx: Database, vendorId: string, activityId: string) {
  const [activity] = await queryRows<{ id: string }>(
    tx,
    sql`select id from activities
      where id = ${activityId} and vendor_id = ${vendorId} and deleted_at is null`,
  )
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND)
}

const idList = (ids: string[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`

/**
 * Refuses a message that would take any of the sessions past the daily limit. The day is the
 * venue's; a message to the whole activity counts for every session that existed when it went.
 */
export async function assertUnderDailyLimit(options: {
  tx: Database
  sessions: LockedSession[]
  now: Date
}) {
  const { tx, sessions, now } = options
  const timeZone = sessions[0]?.timeZone ?? 'UTC'
  const today = localDateAt(now, timeZone)
  const dayStart = zonedTimeToUtc({ ...today, hour: 0, minute: 0 }, timeZone)
  const dayEnd = zonedTimeToUtc({ ...addDays(today, 1), hour: 0, minute: 0 }, timeZone)
  const [busiest] = await queryRows<{ sent: number }>(
    tx,
    sql`select count(an.id)::int as sent
      from activity_schedules s
      join announcements an on an.activity_id = s.activity_id and an.created_at >= ${dayStart}
        and an.created_at < ${dayEnd}
        and (an.schedule_id = s.id or (an.schedule_id is null and an.created_at >= s.created_at))
      where s.id in ${idList(sessions.map((session) => session.id))}
      group by s.id
      order by sent desc
      limit 1`,
  )
  if (Number(busiest?.sent ?? 0) >= ANNOUNCEMENTS_PER_SESSION_PER_DAY) {
    throw new HttpProblem({
      status: 429,
      title: 'Too Many Requests',
      detail: `You can send at most ${ANNOUNCEMENTS_PER_SESSION_PER_DAY} messages per session a day.`,
    })
  }
}

export type Recipient = {
  bookingId: string
  sessionId: string
  customerId: string | null
  email: string | null
  firstName: string | null
  parentName: string
  children: string[] | string
  wantsMail: boolean
}

/**
 * Every family holding a place in the sessions, and whether they want announcement mail: once
 * per booking, at the soonest of the sessions it covers (a term enrolment covers several).
 */
export async function activeRecipients(tx: Database, sessions: LockedSession[]) {
  return queryRows<Recipient>(
    tx,
    sql`select "bookingId", "sessionId", "customerId", email, "firstName", "parentName", children,
        "wantsMail"
      from (select distinct on (b.id) b.id as "bookingId", s.id as "sessionId",
          s.starts_at as "startsAt", b.created_at as "bookedAt", b.customer_id as "customerId",
          u.email, up.first_name as "firstName",
          coalesce(nullif(trim(concat_ws(' ', up.first_name, up.last_name)), ''), u.name, 'A family')
            as "parentName",
          (select coalesce(json_agg(bp.first_name order by bp.first_name, bp.id), '[]'::json)
            from booking_participants bp where bp.booking_id = b.id) as children,
          ${wantsMail(sql`b.customer_id`, 'announcements')} as "wantsMail"
        from activity_schedules s
        join bookings b on ${coversSession('b', 's')}
        left join "user" u on u.id = b.customer_id
        left join user_profiles up on up.id = b.customer_id
        where s.id in ${idList(sessions.map((session) => session.id))}
          and b.status = 'confirmed'
        order by b.id, s.starts_at) reached
      order by "startsAt", "bookedAt", "bookingId"`,
  )
}
