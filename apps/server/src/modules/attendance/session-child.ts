import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound, unprocessable } from '../../lib/http-problem.ts'
import { coversSession } from '../bookings/index.ts'
import type { ActionRow } from './attendance-state.ts'
import { type AttendanceCaller, sessionsCallerMaySee, venueZone } from './session-access.ts'

export const SESSION_NOT_FOUND = 'Session not found'
export const NOT_BOOKED = 'This child is not booked on this session.'

/** A booked child at a session the caller may see, with what the rules need to know. */
export type SessionChild = {
  sessionId: string
  startsAt: Date
  endsAt: Date
  isCancelled: boolean
  timeZone: string
  activityTitle: string
  requirePickupCode: boolean
  participantId: string
  childId: string | null
  firstName: string
  lastName: string
  parentId: string | null
  parentName: string | null
  parentEmail: string | null
  wantsMail: boolean
  /** The action's key is already recorded for the provider: a replay. */
  keyUsed: boolean
  rows: ActionRow[]
}

type Found = Omit<SessionChild, 'startsAt' | 'endsAt' | 'rows' | 'parentName'> & {
  profileName: string | null
  accountName: string | null
  startsAt: Date | string
  endsAt: Date | string
  rows: ActionRow[] | string | null
}

/**
 * The session (404 for another provider's or none) and the child on it (a sentence when the
 * child has no confirmed booking covering it), with the child's attendance rows so far and
 * whether `key` is already recorded: what an action needs, in one statement.
 */
export async function findSessionChild(options: {
  db: Database
  caller: AttendanceCaller
  sessionId: string
  participantId: string
  /** The key of the action about to be recorded, to learn in the same statement if it is known. */
  key?: string
}): Promise<SessionChild> {
  const { db, caller, sessionId, participantId, key } = options
  const [found] = await queryRows<Found & { booked: boolean }>(
    db,
    sql`select s.id as "sessionId", s.starts_at as "startsAt", s.ends_at as "endsAt",
        s.is_cancelled as "isCancelled", ${venueZone} as "timeZone", a.title as "activityTitle",
        v.require_pickup_code as "requirePickupCode",
        bp.id as "participantId", bp.child_id as "childId", bp.first_name as "firstName",
        bp.last_name as "lastName", b.customer_id as "parentId",
        nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), '')
          as "profileName", u.name as "accountName",
        u.email as "parentEmail",
        coalesce((select ns.attendance from notification_settings ns
          where ns.user_id = b.customer_id), false) as "wantsMail",
        b.id is not null as booked,
        ${
          key === undefined
            ? sql`false`
            : sql`exists (select 1 from attendance_actions k
          where k.vendor_id = a.vendor_id and k.idempotency_key = ${key})`
        } as "keyUsed",
        (select json_agg(json_build_object('id', x.id, 'seq', x.seq, 'kind', x.kind,
            'collectedBy', x.collected_by, 'actorName', x.actor_name,
            'occurredAt', x.occurred_at, 'recordedAt', x.recorded_at) order by x.seq)
          from attendance_actions x
          where x.schedule_id = s.id and x.participant_id = bp.id) as rows
      from activity_schedules s
      join activities a on ${sessionsCallerMaySee(caller)}
      join vendors v on v.id = a.vendor_id
      left join booking_participants bp on bp.id = ${participantId}
      left join bookings b on b.id = bp.booking_id and b.status = 'confirmed'
        and b.activity_id = s.activity_id and ${coversSession('b', 's')}
      left join user_profiles up on up.id = b.customer_id
      left join "user" u on u.id = b.customer_id
      where s.id = ${sessionId}`,
  )
  if (!found) throw notFound(SESSION_NOT_FOUND)
  if (!found.booked) throw unprocessable(NOT_BOOKED)
  const { profileName, accountName, booked: _booked, ...about } = found
  const rows = typeof found.rows === 'string' ? JSON.parse(found.rows) : found.rows
  return {
    ...about,
    parentName: profileName ?? accountName,
    startsAt: new Date(found.startsAt),
    endsAt: new Date(found.endsAt),
    rows: rows ?? [],
  }
}
