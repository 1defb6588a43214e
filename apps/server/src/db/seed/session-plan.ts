import { addDays, localDateAt, zonedTimeToUtc } from '../../lib/zoned-time.ts'
import { DAY_MS } from './time.ts'

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** When an activity meets, in its venue's local time. */
export type SessionPattern = {
  days: readonly Weekday[]
  /** 'HH:MM', 24-hour, local to the venue. */
  time: string
  /** 1 = every week (default), 2 = fortnightly, 4 = roughly monthly. */
  everyWeeks?: 1 | 2 | 4
}

export type PlannedSession = { startsAt: Date; endsAt: Date }

/** Demo sessions reach back this far so past bookings and reviews have something to point at. */
export const PAST_WINDOW_DAYS = 28
/** ... and forward this far so the catalogue always has upcoming dates. */
export const FUTURE_WINDOW_DAYS = 56

/**
 * Every session of `pattern` that starts after `now - PAST_WINDOW_DAYS` and before
 * `now + FUTURE_WINDOW_DAYS`, oldest first, with wall-clock times kept across DST changes.
 */
export function planSessions(options: {
  pattern: SessionPattern
  timeZone: string
  durationMinutes: number
  now: Date
}): PlannedSession[] {
  const { pattern, timeZone, durationMinutes, now } = options
  const [hour, minute] = parseTime(pattern.time)
  const everyWeeks = pattern.everyWeeks ?? 1
  const earliest = now.getTime() - PAST_WINDOW_DAYS * DAY_MS
  const latest = now.getTime() + FUTURE_WINDOW_DAYS * DAY_MS
  const today = localDateAt(now, timeZone)
  // Whole local days strictly inside the window, so a fortnightly or monthly session in the
  // first week is always in the past and one in week four (from tomorrow) always upcoming.
  const firstOffset = 1 - PAST_WINDOW_DAYS
  const sessions: PlannedSession[] = []
  for (let offset = firstOffset; offset < FUTURE_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset)
    const week = Math.floor((offset - firstOffset) / 7)
    const weekday = WEEKDAYS[date.weekday]
    if (week % everyWeeks !== 0 || !weekday || !pattern.days.includes(weekday)) continue
    const startsAt = zonedTimeToUtc({ ...date, hour, minute }, timeZone)
    if (startsAt.getTime() <= earliest || startsAt.getTime() >= latest) continue
    sessions.push({ startsAt, endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000) })
  }
  return sessions
}

export function parseTime(time: string): [number, number] {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) throw new Error(`Session time '${time}' is not HH:MM`)
  return [Number(match[1]), Number(match[2])]
}
