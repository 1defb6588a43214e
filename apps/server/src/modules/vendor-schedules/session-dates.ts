import type { sessionCreateSchema } from '@afc/contracts'
import { SERIES_MAX_SESSIONS } from '@afc/contracts'
import type { z } from 'zod'
import { unprocessable } from '../../lib/http-problem.ts'
import { zonedTimeToUtc } from '../../lib/zoned-time.ts'

// The dates alone: a term's own series passes no minimum, since its term decides whether it runs.
type WithoutMinimum<T> = T extends unknown ? Omit<T, 'minPlaces' | 'decisionHours'> : never
type SessionRequest = WithoutMinimum<z.output<typeof sessionCreateSchema>>

const parseDate = (value: string) => {
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number)
  return { year, month, day }
}

/**
 * The start instants a request asks for, converted from the venue's wall clock to UTC. A weekly
 * series keeps its local time across daylight-saving changes (10:00 stays 10:00).
 */
export function plannedStarts(request: SessionRequest, timeZone: string): Date[] {
  const [hour = 0, minute = 0] = request.startTime.split(':').map(Number)
  if (request.kind === 'single') {
    return [zonedTimeToUtc({ ...parseDate(request.date), hour, minute }, timeZone)]
  }
  const from = parseDate(request.fromDate)
  const to = parseDate(request.toDate)
  const starts: Date[] = []
  const cursor = new Date(Date.UTC(from.year, from.month - 1, from.day))
  const last = Date.UTC(to.year, to.month - 1, to.day)
  while (cursor.getTime() <= last) {
    if (request.weekdays.includes(cursor.getUTCDay())) {
      starts.push(
        zonedTimeToUtc(
          {
            year: cursor.getUTCFullYear(),
            month: cursor.getUTCMonth() + 1,
            day: cursor.getUTCDate(),
            hour,
            minute,
          },
          timeZone,
        ),
      )
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1)
  }
  if (starts.length > SERIES_MAX_SESSIONS) {
    throw unprocessable(`A series can create at most ${SERIES_MAX_SESSIONS} sessions at once.`)
  }
  return starts
}
