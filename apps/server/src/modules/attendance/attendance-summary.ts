import type { BookingAttendance, TermAttendance } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString } from '../../lib/pagination.ts'
import { coversSession } from '../bookings/index.ts'
import { attendanceCsv, oneBatch } from './attendance-csv.ts'
import { type ActionRow, standingActions, stateOf } from './attendance-state.ts'
import { attendanceTally, figureRowsOf } from './attendance-tally.ts'
import {
  type AttendanceCaller,
  activitiesCallerMaySee,
  sessionsCallerMaySee,
  venueZone,
} from './session-access.ts'
import { type RosterRow, rosterRowsOf } from './session-rosters.ts'

export const TERM_NOT_FOUND = 'Term not found'
export const BOOKING_NOT_FOUND = 'Booking not found'

type SessionRow = { id: string; startsAt: Date | string; endsAt: Date | string }

/**
 * The term's sessions begun so far, not cancelled, with its names and venue zone. Another
 * provider's term, or one an instructor is not assigned, is not found.
 */
async function heldTermSessions(options: {
  db: Database
  caller: AttendanceCaller
  termId: string
  now: Date
}) {
  const { db, caller, termId, now } = options
  const sessions = await queryRows<
    SessionRow & { termName: string; activityTitle: string; timeZone: string }
  >(
    db,
    sql`select t.name as "termName", a.title as "activityTitle", ${venueZone} as "timeZone",
        s.id, s.starts_at as "startsAt", s.ends_at as "endsAt"
      from terms t
      join activities a on a.id = t.activity_id
      left join activity_schedules s on s.term_id = t.id and not s.is_cancelled
        and s.starts_at <= ${now} and ${sessionsCallerMaySee(caller)}
      where t.id = ${termId} and ${activitiesCallerMaySee(caller)}
      order by s.starts_at, s.id`,
  )
  const [term] = sessions
  if (!term) throw notFound(TERM_NOT_FOUND)
  return { term, held: sessions.filter((session) => session.id !== null) }
}

/**
 * A term's attendance, session by session for those begun, and over the term: the rate is
 * the children who arrived over those expected, at the sessions where attendance was taken.
 */
export async function getTermAttendance(options: {
  db: Database
  caller: AttendanceCaller
  termId: string
  now?: Date
}): Promise<TermAttendance> {
  const { db, caller, termId, now = new Date() } = options
  const { term, held } = await heldTermSessions({ db, caller, termId, now })
  const tally = attendanceTally(now)
  const sessions = tally.add(held, await figureRowsOf({ db, sessionIds: held.map((s) => s.id) }))
  return {
    termId,
    termName: term.termName,
    activityTitle: term.activityTitle,
    timeZone: term.timeZone,
    totals: tally.total(),
    sessions: sessions.map(({ session, figures }) => ({
      sessionId: session.id,
      startsAt: isoString(session.startsAt),
      ...figures,
    })),
  }
}

/** The same as a CSV: one line per session held, the term's total, then one per child. */
export async function termAttendanceCsv(options: {
  db: Database
  caller: AttendanceCaller
  termId: string
  now?: Date
}) {
  const { db, caller, termId, now = new Date() } = options
  const { term, held } = await heldTermSessions({ db, caller, termId, now })
  return attendanceCsv({
    db,
    batches: oneBatch(held),
    timeZone: term.timeZone,
    wholeLabel: 'Whole term',
    now,
  })
}

/**
 * The family's own booking, session by session for those begun: each child's arrival and who
 * collected them, and whether attendance was taken there at all (by any child's standing), so a
 * session no one recorded never reads as the child missing it. Anyone else's booking is not found.
 */
export async function getBookingAttendance(options: {
  db: Database
  parentId: string
  bookingId: string
  now?: Date
}): Promise<BookingAttendance> {
  const { db, parentId, bookingId, now = new Date() } = options
  const sessions = await queryRows<SessionRow & { booking: string }>(
    db,
    sql`select b.id as booking, s.id, s.starts_at as "startsAt", s.ends_at as "endsAt"
      from bookings b
      left join activity_schedules s on s.activity_id = b.activity_id and not s.is_cancelled
        and s.starts_at <= ${now}
        and ${coversSession('b', 's')}
      where b.id = ${bookingId} and b.customer_id = ${parentId}
      order by s.starts_at, s.id`,
  )
  if (sessions.length === 0) throw notFound(BOOKING_NOT_FOUND)
  const held = sessions.filter((session) => session.id !== null)
  const roster = await rosterRowsOf({ db, sessionIds: held.map((s) => s.id) })
  return {
    sessions: held.map((session) => {
      const endsAt = new Date(session.endsAt)
      const everyone = roster
        .filter((child) => child.sessionId === session.id)
        .map((child) => ({ child, line: familyLine(child, endsAt, now) }))
      return {
        sessionId: session.id,
        startsAt: isoString(session.startsAt),
        taken: everyone.some(({ line }) => line.state !== 'expected'),
        children: everyone
          .filter(({ child }) => child.bookingId === bookingId)
          .map(({ line }) => line),
      }
    }),
  }
}

function familyLine(child: RosterRow, endsAt: Date, now: Date) {
  const state = stateOf({ participantId: child.participantId, rows: child.rows, endsAt, now })
  const standing = standingActions(child.rows)
  const at = (kind: ActionRow['kind']) => {
    const row = state.state === 'expected' ? undefined : standing.findLast((r) => r.kind === kind)
    return row ? isoString(row.occurredAt) : null
  }
  return {
    firstName: child.firstName,
    state: state.state,
    checkedInAt:
      state.state === 'checked_in' || state.state === 'checked_out' ? at('check_in') : null,
    checkedOutAt: state.state === 'checked_out' ? at('check_out') : null,
    collectedBy: state.state === 'checked_out' ? (state.lastAction?.collectedBy ?? null) : null,
  }
}
