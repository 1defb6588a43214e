import { type AttendanceFigures, attendanceTaken } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { csvStream } from '../../lib/csv.ts'
import { formatLocalDateTime } from '../../lib/zoned-time.ts'
import { attendanceTally, figureRowsOf } from './attendance-tally.ts'

const FIGURE_COLUMNS = ['Expected', 'Arrived', 'Absent', 'Late pickups', 'Attendance rate']

/** A session held, as its CSV line names it. */
export type HeldSession = { id: string; startsAt: Date | string }

const figureCells = (f: AttendanceFigures) => [
  f.expected,
  f.arrived,
  f.absent,
  f.latePickups,
  f.rate === null ? '' : `${f.rate}%`,
]

/** A session's own cells: where attendance was not taken, who was expected and nothing more. */
const sessionCells = (f: AttendanceFigures) =>
  f.expected > 0 && !attendanceTaken(f) ? [f.expected, '', '', '', 'Not taken'] : figureCells(f)

const sessionsWord = (count: number) => (count === 1 ? '1 session' : `${count} sessions`)

/** Sessions few enough to read at once (a term's), as the one batch `attendanceCsv` reads. */
export async function* oneBatch(sessions: HeldSession[]) {
  yield sessions
}

/**
 * Attendance as a CSV for a spreadsheet, written as the batches of sessions are read: one line
 * per session held (its start on the venue's clock; 'Not taken' where no attendance was
 * recorded), a line of the whole, then after a blank line one line per child over the sessions
 * they were booked on. Sessions not taken stay out of the whole and the children's lines, and the
 * whole's label says how many. Cells go through `csvCell`, so a child's name can never run as a
 * formula.
 */
export function attendanceCsv(options: {
  db: Database
  batches: AsyncIterable<HeldSession[]>
  timeZone: string
  /** What the line of the whole says: 'Whole term', 'All single sessions'. */
  wholeLabel: string
  now: Date
}) {
  const { db, batches, timeZone, wholeLabel, now } = options
  const tally = attendanceTally(now)
  async function* lines(): AsyncIterable<(string | number)[][]> {
    for await (const sessions of batches) {
      const rows = await figureRowsOf({ db, sessionIds: sessions.map((session) => session.id) })
      yield tally
        .add(sessions, rows)
        .map(({ session, figures }) => [
          formatLocalDateTime(new Date(session.startsAt).toISOString(), timeZone),
          ...sessionCells(figures),
        ])
    }
    const whole = tally.total()
    const label =
      whole.notTaken > 0
        ? `${wholeLabel} (leaves out ${sessionsWord(whole.notTaken)} not taken)`
        : wholeLabel
    yield [
      [label, ...figureCells(whole)],
      [],
      ['Child', ...FIGURE_COLUMNS],
      ...tally
        .children()
        .map((child) => [`${child.firstName} ${child.lastName}`.trim(), ...figureCells(child)]),
    ]
  }
  return csvStream(['Session', ...FIGURE_COLUMNS], lines())
}
