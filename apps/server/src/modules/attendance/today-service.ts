import { ATTENDANCE_OPENS_MINUTES, type Today, type TodayChild } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { isoString } from '../../lib/pagination.ts'
import { pickupDetailsFor, type RecordSharing } from '../children/index.ts'
import { stateOf } from './attendance-state.ts'
import { pickupLockedUntil } from './pickup-code.ts'
import { type AttendanceCaller, sessionsCallerMaySee, venueZone } from './session-access.ts'
import { rosterRowsOf } from './session-rosters.ts'

const ATTENDANCE_OPENS = sql`make_interval(mins => ${ATTENDANCE_OPENS_MINUTES})`

type SessionRow = {
  id: string
  activityTitle: string
  termName: string | null
  startsAt: Date | string
  endsAt: Date | string
  timeZone: string
}

/**
 * The day's sessions the caller may see, each with its roster and counts, in the same few
 * statements whatever the number of sessions and children: the sessions, their children with
 * their answers and attendance rows, then the records (one decryption each) and pickup locks.
 * The day is the venue's: `date`, or today in each venue's time zone, with any session whose
 * attendance is open now (one about to start just after midnight, or running across it).
 */
export async function getToday(options: {
  db: Database
  caller: AttendanceCaller
  sharing: RecordSharing
  date?: string
  now?: Date
}): Promise<Today> {
  const { db, caller, sharing, date, now = new Date() } = options
  const around = date ? sql`${date}::date::timestamptz` : sql`${now}::timestamptz`
  const localDay = date
    ? sql`${date}::date`
    : sql`(${now}::timestamptz at time zone ${venueZone})::date`
  const [sessions, [setting]] = await Promise.all([
    queryRows<SessionRow>(
      db,
      sql`select s.id, a.title as "activityTitle", t.name as "termName", s.starts_at as "startsAt",
        s.ends_at as "endsAt", ${venueZone} as "timeZone"
      from activity_schedules s
      join activities a on ${sessionsCallerMaySee(caller)}
      left join terms t on t.id = s.term_id
      where not s.is_cancelled
        and s.starts_at >= ${around} - interval '2 days' and s.starts_at < ${around} + interval '3 days'
        and ((s.starts_at at time zone ${venueZone})::date = ${localDay}
          or ${date ? sql`false` : sql`${now}::timestamptz between s.starts_at - ${ATTENDANCE_OPENS} and s.ends_at + ${ATTENDANCE_OPENS}`})
      order by s.starts_at, a.title, s.id`,
    ),
    queryRows<{ requirePickupCode: boolean }>(
      db,
      sql`select require_pickup_code as "requirePickupCode" from vendors where id = ${caller.vendorId}`,
    ),
  ])
  const requirePickupCode = setting?.requirePickupCode ?? false
  if (sessions.length === 0) return { requirePickupCode, sessions: [] }
  const children = await rosterRowsOf({ db, sessionIds: sessions.map((session) => session.id) })
  const childIds = children.map((child) => child.childId)
  const [details, locks] = await Promise.all([
    pickupDetailsFor({ db, sharing, vendorId: caller.vendorId, childIds }),
    pickupLockedUntil({
      db,
      vendorId: caller.vendorId,
      childKeys: [...new Set(children.map((child) => child.childId ?? child.participantId))],
      now,
    }),
  ])
  return {
    requirePickupCode,
    sessions: sessions.map((session) => {
      const endsAt = new Date(session.endsAt)
      const roster = children
        .filter((child) => child.sessionId === session.id)
        .map((child): TodayChild => {
          const record = child.childId ? details.get(child.childId) : undefined
          const lock = locks.get(child.childId ?? child.participantId)
          const parent = child.parentName
            ? [{ name: child.parentName, relationship: 'Parent' }]
            : []
          return {
            ...stateOf({
              participantId: child.participantId,
              rows: child.rows,
              endsAt,
              now,
            }),
            childId: child.childId,
            firstName: child.firstName,
            lastName: child.lastName,
            age: child.age,
            allergyAlerts: record?.allergyAlerts ?? [],
            answers: child.answers,
            collectors: [...parent, ...(record?.collectors ?? [])],
            parentPhone: record?.phone ?? null,
            pickupLockedUntil: lock ? lock.toISOString() : null,
          }
        })
      const count = (state: TodayChild['state']) => roster.filter((c) => c.state === state).length
      return {
        id: session.id,
        activityTitle: session.activityTitle,
        termName: session.termName,
        startsAt: isoString(session.startsAt),
        endsAt: endsAt.toISOString(),
        timeZone: session.timeZone,
        counts: {
          expected: roster.length,
          arrived: count('checked_in') + count('checked_out'),
          goneHome: count('checked_out'),
          absent: count('absent'),
        },
        children: roster,
      }
    }),
  }
}
