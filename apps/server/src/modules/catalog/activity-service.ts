import type { ActivityDetail } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { placesTaken, seatsIn, someoneWaits } from '../bookings/index.ts'
import { publicRunMinimum, type RunRow, sessionRunColumns } from '../run-decisions/index.ts'
import { listPublicTerms } from '../terms/index.ts'
import { loadActivitySummaries } from './activity-summaries.ts'
import {
  ACTIVITY_NOT_FOUND,
  PUBLIC_ACTIVITY_CONDITION,
  PUBLIC_ACTIVITY_JOIN,
} from './public-visibility.ts'

/** How many upcoming sessions the detail page offers. */
const UPCOMING_SESSIONS = 12

type DetailRow = {
  description: string
  whatToBring: string | null
  capacity: number | null
  vendorDescription: string | null
  locationName: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  timeZone: string | null
  bookingCount: number
}

type SessionRow = Omit<RunRow, 'firstStart'> & {
  id: string
  startsAt: Date | string
  endsAt: Date | string
  termId: string | null
  booked: number
  /** The session's places: its term's capacity, else the activity's. */
  seats: number | null
  /** Someone waits in line: freed places are offered to them, never shown as free. */
  lineWaits: boolean
}

/**
 * One public activity with its sessions and places left, and a course's terms; anything not
 * public is a 404.
 */
export async function getPublicActivity(options: {
  db: Database
  id: string
  now?: Date
}): Promise<ActivityDetail> {
  const { db, id, now = new Date() } = options
  const [detail] = await queryRows<DetailRow>(
    db,
    sql`select a.description, a.what_to_bring as "whatToBring", a.capacity, v.description as "vendorDescription",
        l.name as "locationName", l.city, l.state, l.zipcode, l.time_zone as "timeZone",
        (select count(*)::int from bookings b
          where b.activity_id = a.id and b.status = 'confirmed') as "bookingCount"
      from ${PUBLIC_ACTIVITY_JOIN}
      left join vendor_locations l on l.id = a.location_id
      where a.id = ${id} and ${PUBLIC_ACTIVITY_CONDITION}`,
  )
  if (!detail) throw notFound(ACTIVITY_NOT_FOUND)

  const [[summary], sessions, terms] = await Promise.all([
    loadActivitySummaries({ db, ids: [id], now }),
    queryRows<SessionRow>(
      db,
      sql`select s.id, s.starts_at as "startsAt", s.ends_at as "endsAt", s.term_id as "termId",
          ${placesTaken('s')} as booked, ${seatsIn('s', 'a')} as seats,
          ${someoneWaits(sql`s.id`)} as "lineWaits", ${sessionRunColumns('s')}
        from activity_schedules s
        join activities a on a.id = s.activity_id
        where s.activity_id = ${id} and not s.is_cancelled and s.starts_at >= ${now}
        order by s.starts_at
        limit ${UPCOMING_SESSIONS}`,
    ),
    listPublicTerms({ db, activityId: id, now }),
  ])
  if (!summary) throw notFound(ACTIVITY_NOT_FOUND)

  return {
    ...summary,
    description: detail.description,
    whatToBring: detail.whatToBring,
    capacity: detail.capacity,
    location:
      detail.locationName && detail.city && detail.state && detail.zipcode && detail.timeZone
        ? {
            name: detail.locationName,
            city: detail.city,
            state: detail.state,
            zipcode: detail.zipcode,
            timeZone: detail.timeZone,
          }
        : null,
    vendor: { ...summary.vendor, description: detail.vendorDescription },
    upcomingSessions: sessions.map((session) => ({
      id: session.id,
      startsAt: new Date(session.startsAt).toISOString(),
      endsAt: new Date(session.endsAt).toISOString(),
      termId: session.termId,
      // Places freed while families wait are theirs to be offered, not anyone's to book.
      spotsLeft:
        session.seats === null
          ? null
          : session.lineWaits
            ? 0
            : Math.max(0, Number(session.seats) - Number(session.booked)),
      ...publicRunMinimum({ ...session, firstStart: session.startsAt }, now),
    })),
    terms,
    bookingCount: Number(detail.bookingCount),
  }
}
