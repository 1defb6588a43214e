import { DEFAULT_PAYOUT_MONTHS, MAX_PAYOUT_RANGE_DAYS, type PayoutPeriod } from '@afc/contracts'
import { badRequest } from '../../lib/http-problem.ts'
import { addDays, type LocalDate, localDateAt, zonedTimeToUtc } from '../../lib/zoned-time.ts'

/** Whole days from `from` to `to`, inclusive, on the provider's clock, and the instants they span. */
export type PayoutWindow = {
  from: string
  to: string
  timeZone: string
  /** Midnight starting `from`. */
  start: Date
  /** Midnight after `to`: the window ends just before it. */
  end: Date
}

const pad = (value: number) => String(value).padStart(2, '0')
export const isoDay = (date: LocalDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`

function dayOf(iso: string): LocalDate {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number)
  return addDays({ year, month, day, weekday: 0 }, 0)
}

const monthStart = (date: LocalDate, monthsBack = 0) => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1 - monthsBack, 1))
  return dayOf(shifted.toISOString().slice(0, 10))
}

const midnight = (date: LocalDate, timeZone: string) =>
  zonedTimeToUtc({ ...date, hour: 0, minute: 0 }, timeZone)

/**
 * The days asked for, or by default this month and the five before it up to today. A range the
 * schema could not check alone (one end missing, too long) is refused here in words.
 */
export function payoutWindow(options: {
  from?: string | undefined
  to?: string | undefined
  timeZone: string
  now: Date
}): PayoutWindow {
  const { timeZone } = options
  const last = options.to ? dayOf(options.to) : localDateAt(options.now, timeZone)
  const first = options.from ? dayOf(options.from) : monthStart(last, DEFAULT_PAYOUT_MONTHS - 1)
  const from = isoDay(first)
  const to = isoDay(last)
  if (from > to) throw badRequest('The start date must be on or before the end date')
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1
  if (days > MAX_PAYOUT_RANGE_DAYS) {
    throw badRequest(`Choose a range of at most ${MAX_PAYOUT_RANGE_DAYS} days`)
  }
  return {
    from,
    to,
    timeZone,
    start: midnight(first, timeZone),
    end: midnight(addDays(last, 1), timeZone),
  }
}

/**
 * The first day of every period the window touches, newest first: months start on the 1st,
 * weeks on Monday, as PostgreSQL's date_trunc counts them.
 */
export function periodStarts(window: PayoutWindow, period: PayoutPeriod): string[] {
  const first = dayOf(window.from)
  const last = dayOf(window.to)
  const starts: string[] = []
  if (period === 'month') {
    for (let month = monthStart(first); isoDay(month) <= window.to; ) {
      starts.push(isoDay(month))
      month = monthStart(addDays(month, 31))
    }
  } else {
    const mondayOffset = (first.weekday + 6) % 7
    for (let week = addDays(first, -mondayOffset); isoDay(week) <= isoDay(last); ) {
      starts.push(isoDay(week))
      week = addDays(week, 7)
    }
  }
  return starts.reverse()
}
