import type { RosterList } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { isoString } from '../../lib/pagination.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { coversSession } from '../bookings/index.ts'
import { type ProviderViewer, viewerSeesActivity } from '../provider-staff/index.ts'

/** How far ahead the rosters reach: the sessions an instructor prepares for. */
export const ROSTER_DAYS = 14

type SessionRow = {
  activityId: string
  id: string
  startsAt: Date | string
  timeZone: string
}
type ChildRow = RosterList['activities'][number]['sessions'][number]['children'][number] & {
  sessionId: string
}

/**
 * The children booked on each coming session (the next two weeks, not cancelled) of the
 * provider's activities the viewer may see: every activity for the owner and managers, the
 * assigned ones for an instructor. Names only, no money.
 */
export async function listRosters(options: {
  db: Database
  vendorId: string
  viewer: ProviderViewer
  now?: Date
}): Promise<RosterList> {
  const { db, vendorId, viewer, now = new Date() } = options
  const visible = await queryRows<{ id: string; title: string }>(
    db,
    sql`select a.id, a.title from activities a
      where a.vendor_id = ${vendorId} and a.deleted_at is null
        and ${viewerSeesActivity(viewer, { id: sql`a.id`, locationId: sql`a.location_id` })}
      order by a.title, a.id`,
  )
  if (visible.length === 0) return { activities: [] }
  const sessions = await queryRows<SessionRow>(
    db,
    sql`select s.activity_id as "activityId", s.id, s.starts_at as "startsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone"
      from activity_schedules s
      join activities a on a.id = s.activity_id
      left join vendor_locations l on l.id = a.location_id
      where s.activity_id in (${uuidList(visible.map((activity) => activity.id))})
        and not s.is_cancelled and s.ends_at > ${now}
        and s.starts_at < ${now}::timestamptz + make_interval(days => ${ROSTER_DAYS})
      order by s.starts_at, s.id`,
  )
  const children =
    sessions.length === 0
      ? []
      : await queryRows<ChildRow>(
          db,
          sql`select s.id as "sessionId", bp.child_id as "childId", bp.first_name as "firstName",
              bp.last_name as "lastName",
              coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''),
                'Former customer') as "parentName"
            from activity_schedules s
            join bookings b on b.activity_id = s.activity_id and b.status = 'confirmed'
              and ${coversSession('b', 's')}
            join booking_participants bp on bp.booking_id = b.id
            left join user_profiles up on up.id = b.customer_id
            where s.id in (${uuidList(sessions.map((row) => row.id))})
            order by bp.last_name, bp.first_name, bp.id`,
        )
  return {
    activities: visible.map((activity) => ({
      activity,
      sessions: sessions
        .filter((row) => row.activityId === activity.id)
        .map((row) => ({
          id: row.id,
          startsAt: isoString(row.startsAt),
          timeZone: row.timeZone,
          children: children
            .filter((child) => child.sessionId === row.id)
            .map(({ sessionId: _, ...child }) => child),
        })),
    })),
  }
}
