import type { VendorActivityDetail } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { placesTaken } from '../bookings/index.ts'
import { publicRunMinimum, type RunRow, sessionRunColumns } from '../run-decisions/index.ts'

type SessionRow = Omit<RunRow, 'firstStart'> & {
  id: string
  startsAt: Date | string
  endsAt: Date | string
  isCancelled: boolean
  booked: number
}

/**
 * The activity's sessions from 30 days back, up to 50, with places booked and left and each
 * single session's minimum to run.
 */
export async function listActivitySessions(options: {
  db: Database
  activityId: string
  capacity: number | null
  now: Date
}): Promise<VendorActivityDetail['sessions']> {
  const { db, activityId, capacity, now } = options
  const sessions = await queryRows<SessionRow>(
    db,
    sql`select s.id, s.starts_at as "startsAt", s.ends_at as "endsAt", s.is_cancelled as "isCancelled",
        ${placesTaken('s')} as booked, ${sessionRunColumns('s')}
      from activity_schedules s
      where s.activity_id = ${activityId} and s.starts_at >= ${new Date(now.getTime() - 30 * 86_400_000)}
      order by s.starts_at
      limit 50`,
  )
  return sessions.map((session) => ({
    id: session.id,
    startsAt: new Date(session.startsAt).toISOString(),
    endsAt: new Date(session.endsAt).toISOString(),
    isCancelled: session.isCancelled,
    booked: Number(session.booked),
    spotsLeft: capacity === null ? null : Math.max(0, capacity - Number(session.booked)),
    // A cancelled session has nothing left to decide.
    ...publicRunMinimum(
      { ...session, firstStart: session.isCancelled ? null : session.startsAt },
      now,
    ),
  }))
}
