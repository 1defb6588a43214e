import {
  type AttendanceChildState,
  type AttendanceFigures,
  attendanceTaken,
  type HeldAttendance,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { type ActionRow, stateOf } from './attendance-state.ts'
import { actionRowsJson, bookedChildrenFrom } from './session-rosters.ts'

/** A child expected at a session, with what its attendance rows there say. */
export type FigureRow = {
  sessionId: string
  endsAt: Date | string
  participantId: string
  /** The child, or the participant when the child's profile is gone: who a CSV line is about. */
  childKey: string
  firstName: string
  lastName: string
  rows: ActionRow[]
}

/** The children expected at these sessions (already scoped to the caller), in one statement. */
export async function figureRowsOf(options: {
  db: Database
  sessionIds: string[]
}): Promise<FigureRow[]> {
  const { db, sessionIds } = options
  if (sessionIds.length === 0) return []
  const found = await queryRows<Omit<FigureRow, 'rows'> & { rows: ActionRow[] | string | null }>(
    db,
    sql`select s.id as "sessionId", s.ends_at as "endsAt", bp.id as "participantId",
        coalesce(bp.child_id, bp.id) as "childKey", bp.first_name as "firstName",
        bp.last_name as "lastName", ${actionRowsJson} as rows
      from ${bookedChildrenFrom}
      where s.id in (${uuidList(sessionIds)})
      order by bp.last_name, bp.first_name, bp.id`,
  )
  return found.map((row) => ({ ...row, rows: fromJson(row.rows) ?? [] }))
}

type Counts = Omit<AttendanceFigures, 'rate'>

const none = (): Counts => ({ expected: 0, arrived: 0, absent: 0, latePickups: 0 })

export const rateOf = (arrived: number, expected: number) =>
  expected === 0 ? null : Math.round((arrived / expected) * 100)

const withRate = (counts: Counts): AttendanceFigures => ({
  ...counts,
  rate: rateOf(counts.arrived, counts.expected),
})

function count(into: Counts, state: AttendanceChildState) {
  into.expected += 1
  if (state.state === 'checked_in' || state.state === 'checked_out') into.arrived += 1
  if (state.state === 'absent') into.absent += 1
  if (state.latePickupMinutes !== null) into.latePickups += 1
}

/** A child's figures over the sessions tallied, with the names a CSV line shows. */
export type ChildFigures = AttendanceFigures & { firstName: string; lastName: string }

/**
 * Figures added up batch by batch of sessions held: each session's own, every child's over
 * all of them, and the whole. A session where attendance was not taken keeps its own figures
 * but is left out of the children's and the whole, and counted apart. Only the children's
 * counts are kept between batches.
 */
export function attendanceTally(now: Date) {
  const whole = none()
  let held = 0
  let notTaken = 0
  const children = new Map<string, Counts & { firstName: string; lastName: string }>()
  return {
    /** The sessions' own figures, in the order given; a session no one booked expected none. */
    add<Session extends { id: string }>(sessions: Session[], rows: FigureRow[]) {
      const bySession = new Map(
        sessions.map((session) => [
          session.id,
          { counts: none(), seen: [] as { row: FigureRow; state: AttendanceChildState }[] },
        ]),
      )
      for (const row of rows) {
        const session = bySession.get(row.sessionId)
        if (!session) continue
        const state = stateOf({
          participantId: row.participantId,
          rows: row.rows,
          endsAt: new Date(row.endsAt),
          now,
        })
        count(session.counts, state)
        session.seen.push({ row, state })
      }
      for (const { counts, seen } of bySession.values()) {
        if (!attendanceTaken(counts)) {
          if (counts.expected > 0) notTaken += 1
          continue
        }
        for (const { row, state } of seen) {
          count(whole, state)
          const child = children.get(row.childKey) ?? {
            ...none(),
            firstName: row.firstName,
            lastName: row.lastName,
          }
          count(child, state)
          children.set(row.childKey, child)
        }
      }
      held += sessions.length
      return sessions.map((session) => ({
        session,
        figures: withRate(bySession.get(session.id)?.counts ?? none()),
      }))
    },
    total: (): HeldAttendance => ({ ...withRate(whole), held, notTaken }),
    /** Every child seen at a session where attendance was taken, by last then first name. */
    children: (): ChildFigures[] =>
      [...children.values()]
        .sort(
          (x, y) => x.lastName.localeCompare(y.lastName) || x.firstName.localeCompare(y.firstName),
        )
        .map((child) => ({ ...child, ...withRate(child) })),
  }
}

/**
 * Each session's figures, for a list of them (Schedules), in one statement. The ids must be of
 * sessions the caller may see, begun and not cancelled.
 */
export async function attendanceOfSessions(options: {
  db: Database
  sessionIds: string[]
  now: Date
}): Promise<Map<string, AttendanceFigures>> {
  const { db, sessionIds, now } = options
  const rows = await figureRowsOf({ db, sessionIds })
  const tallied = attendanceTally(now).add(
    sessionIds.map((id) => ({ id })),
    rows,
  )
  return new Map(tallied.map(({ session, figures }) => [session.id, figures]))
}

/**
 * Figures of several sessions held, added up: a term's so far on Schedules. Sessions where
 * attendance was not taken are left out and counted apart, as `attendanceTally` does.
 */
export function heldAttendance(sessions: AttendanceFigures[]): HeldAttendance {
  const taken = sessions.filter(attendanceTaken)
  const sum = (pick: (f: AttendanceFigures) => number) =>
    taken.reduce((total, f) => total + pick(f), 0)
  const arrived = sum((f) => f.arrived)
  const expected = sum((f) => f.expected)
  return {
    held: sessions.length,
    notTaken: sessions.filter((f) => f.expected > 0 && !attendanceTaken(f)).length,
    expected,
    arrived,
    absent: sum((f) => f.absent),
    latePickups: sum((f) => f.latePickups),
    rate: rateOf(arrived, expected),
  }
}
