import type { TodayChild } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { coversSession } from '../bookings/index.ts'
import { rosterAnswers } from '../registration/index.ts'
import type { ActionRow } from './attendance-state.ts'
import { venueZone } from './session-access.ts'

/** A child with a confirmed place at one of the sessions, and its attendance rows there. */
export type RosterRow = {
  sessionId: string
  participantId: string
  bookingId: string
  childId: string | null
  firstName: string
  lastName: string
  age: number | null
  parentName: string | null
  answers: TodayChild['answers']
  rows: ActionRow[]
}

type Found = Omit<RosterRow, 'answers' | 'rows'> & {
  answers: TodayChild['answers'] | string
  rows: ActionRow[] | string | null
}

/**
 * Each child with a confirmed place at the sessions `s`, as the bookings `b` and participants
 * `bp` say: the one rule of who is expected, shared by rosters and figures.
 */
export const bookedChildrenFrom = sql`activity_schedules s
      join bookings b on b.activity_id = s.activity_id and b.status = 'confirmed'
        and ${coversSession('b', 's')}
      join booking_participants bp on bp.booking_id = b.id`

/** The participant's attendance rows at the session, in `seq` order, as JSON (or null). */
export const actionRowsJson = sql`(select json_agg(json_build_object('id', x.id, 'seq', x.seq,
      'kind', x.kind, 'collectedBy', x.collected_by, 'actorName', x.actor_name,
      'occurredAt', x.occurred_at, 'recordedAt', x.recorded_at) order by x.seq)
    from attendance_actions x
    where x.schedule_id = s.id and x.participant_id = bp.id)`

/** The children of these sessions (already scoped to the caller), in one statement. */
export async function rosterRowsOf(options: {
  db: Database
  sessionIds: string[]
}): Promise<RosterRow[]> {
  const { db, sessionIds } = options
  if (sessionIds.length === 0) return []
  const found = await queryRows<Found>(
    db,
    sql`select s.id as "sessionId", bp.id as "participantId", b.id as "bookingId",
        bp.child_id as "childId", bp.first_name as "firstName", bp.last_name as "lastName",
        extract(year from age((s.starts_at at time zone ${venueZone})::date, c.birth_date))::int as age,
        coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''),
          u.name) as "parentName",
        ${rosterAnswers(sql`bp.id`)} as answers,
        ${actionRowsJson} as rows
      from ${bookedChildrenFrom}
      join activities a on a.id = s.activity_id
      left join children c on c.id = bp.child_id
      left join user_profiles up on up.id = b.customer_id
      left join "user" u on u.id = b.customer_id
      where s.id in (${uuidList(sessionIds)})
      order by bp.last_name, bp.first_name, bp.id`,
  )
  return found.map((row) => ({
    ...row,
    answers: fromJson(row.answers),
    rows: fromJson(row.rows) ?? [],
  }))
}
