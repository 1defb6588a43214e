import type { VendorSession, vendorSessionListQuerySchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import { attendanceOfSessions } from '../attendance/index.ts'
import { placesTaken, seatsIn } from '../bookings/index.ts'
import { type RunRow, runMinimumState, sessionRunColumns } from '../run-decisions/index.ts'
import { inLine } from '../waitlist/index.ts'

type SessionRow = Omit<VendorSession, 'startsAt' | 'endsAt' | 'decisionAt' | 'decisionPending'> &
  Omit<RunRow, 'firstStart'> & {
    startsAt: Date | string
    endsAt: Date | string
  }

function toSession(row: SessionRow, now: Date): VendorSession {
  return {
    ...row,
    // A cancelled session has nothing left to decide.
    ...runMinimumState({ ...row, firstStart: row.isCancelled ? null : row.startsAt }, now),
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    booked: Number(row.booked),
    waiting: Number(row.waiting),
  }
}

type SessionFilter = {
  vendorId: string
  activityId?: string | undefined
  when: 'upcoming' | 'past'
  sessionIds?: string[]
  now: Date
}

function sessionWhere({ vendorId, activityId, when, sessionIds, now }: SessionFilter) {
  return sql`a.vendor_id = ${vendorId} and a.deleted_at is null
    ${activityId ? sql`and a.id = ${activityId}` : sql``}
    ${
      sessionIds
        ? sql`and s.id in (${sql.join(
            sessionIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : when === 'upcoming'
          ? sql`and s.ends_at >= ${now}`
          : sql`and s.ends_at < ${now}`
    }`
}

/** The caller's sessions with places booked, upcoming (soonest first) or past (latest first). */
export async function listVendorSessions(options: {
  db: Database
  vendorId: string
  activityId?: string | undefined
  when: 'upcoming' | 'past'
  sessionIds?: string[]
  now?: Date
  page?: { limit: number; offset: number }
}): Promise<VendorSession[]> {
  const { db, when, page, now = new Date() } = options
  const direction = when === 'upcoming' ? sql`asc` : sql`desc`
  const rows = await queryRows<SessionRow>(
    db,
    sql`select s.id, a.id as "activityId", a.title as "activityTitle", s.starts_at as "startsAt",
        s.ends_at as "endsAt", coalesce(l.time_zone, 'UTC') as "timeZone", s.is_cancelled as "isCancelled",
        ${placesTaken('s')} as booked, s.term_id as "termId", ${sessionRunColumns('s')},
        ${seatsIn('s', 'a')} as capacity,
        (select count(*) from waitlist_entries w left join bookings wb on wb.id = w.booking_id
          where w.schedule_id = s.id and ${inLine('w', 'wb', now)})::int as waiting
      from activity_schedules s
      join activities a on a.id = s.activity_id
      left join vendor_locations l on l.id = a.location_id
      where ${sessionWhere({ ...options, now })}
      order by s.starts_at ${direction}, s.id ${direction}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
  return rows.map((row) => toSession(row, now))
}

/**
 * One page of the caller's sessions and how many there are in all, each begun and not cancelled
 * with its attendance: three statements whatever the page holds.
 */
export async function pageVendorSessions(options: {
  db: Database
  vendorId: string
  query: z.output<typeof vendorSessionListQuerySchema>
  now?: Date
}) {
  const { db, vendorId, query, now = new Date() } = options
  const filter = { vendorId, activityId: query.activityId, when: query.when, now }
  const [sessions, [counted]] = await Promise.all([
    listVendorSessions({
      db,
      ...filter,
      page: { limit: query.limit, offset: pageOffset(query) },
    }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from activity_schedules s
        join activities a on a.id = s.activity_id where ${sessionWhere(filter)}`,
    ),
  ])
  const held = sessions.filter(
    (session) => !session.isCancelled && Date.parse(session.startsAt) <= now.getTime(),
  )
  const figures = await attendanceOfSessions({ db, sessionIds: held.map((s) => s.id), now })
  const items = sessions.map((session) => ({
    ...session,
    attendance: figures.get(session.id) ?? null,
  }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
