import type { ActivityAttendance } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { attendanceCsv, type HeldSession } from './attendance-csv.ts'
import { attendanceTally, figureRowsOf } from './attendance-tally.ts'
import {
  type AttendanceCaller,
  activitiesCallerMaySee,
  sessionsCallerMaySee,
  venueZone,
} from './session-access.ts'

export const ACTIVITY_NOT_FOUND = 'Activity Not Found'

/** Sessions read at a time: a year of weekly classes in one batch, any history in a few. */
const BATCH = 200

type Scope = { db: Database; caller: AttendanceCaller; activityId: string; now: Date }

/** The activity as the caller may see it; another provider's, or one not assigned, is not found. */
async function activitySeen({ db, caller, activityId }: Scope) {
  const [activity] = await queryRows<{ title: string; timeZone: string }>(
    db,
    sql`select a.title, ${venueZone} as "timeZone" from activities a
      where a.id = ${activityId} and ${activitiesCallerMaySee(caller)}`,
  )
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND)
  return activity
}

/**
 * The activity's single sessions (of no term) begun so far and not cancelled, oldest first, a
 * batch at a time, each batch after the last start read.
 */
async function* heldSingleSessions({ db, caller, activityId, now }: Scope) {
  let after: HeldSession | undefined
  while (true) {
    const batch = await queryRows<HeldSession>(
      db,
      sql`select s.id, s.starts_at as "startsAt"
        from activity_schedules s join activities a on a.id = s.activity_id
        where s.activity_id = ${activityId} and s.term_id is null and not s.is_cancelled
          and s.starts_at <= ${now} and ${sessionsCallerMaySee(caller)}
          ${after ? sql`and (s.starts_at, s.id) > (${new Date(after.startsAt)}, ${after.id}::uuid)` : sql``}
        order by s.starts_at, s.id
        limit ${BATCH}`,
    )
    if (batch.length > 0) yield batch
    if (batch.length < BATCH) return
    after = batch.at(-1)
  }
}

/** An activity's single sessions held so far, over them all: each one's own is on Schedules. */
export async function getActivityAttendance(options: {
  db: Database
  caller: AttendanceCaller
  activityId: string
  now?: Date
}): Promise<ActivityAttendance> {
  const scope = { ...options, now: options.now ?? new Date() }
  const activity = await activitySeen(scope)
  const tally = attendanceTally(scope.now)
  for await (const sessions of heldSingleSessions(scope)) {
    tally.add(sessions, await figureRowsOf({ db: scope.db, sessionIds: sessions.map((s) => s.id) }))
  }
  return {
    activityId: scope.activityId,
    activityTitle: activity.title,
    singleSessions: tally.total(),
  }
}

/**
 * The same as a CSV, written as the sessions are read: one line per single session held, the
 * whole, then one line per child. The activity is checked before the first byte, so another
 * provider's gets the 404 and no file.
 */
export async function singleSessionsAttendanceCsv(options: {
  db: Database
  caller: AttendanceCaller
  activityId: string
  now?: Date
}) {
  const scope = { ...options, now: options.now ?? new Date() }
  const activity = await activitySeen(scope)
  return attendanceCsv({
    db: scope.db,
    batches: heldSingleSessions(scope),
    timeZone: activity.timeZone,
    wholeLabel: 'All single sessions',
    now: scope.now,
  })
}
