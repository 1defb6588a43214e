import { DAY } from './booking-world.ts'

// Days for tests, built from the clock they run on (the one the server and the database read), so
// they pass on any date. A test that needs a particular kind of day (a weekday, the day the clocks
// change) takes it from next year's calendar: every day of that year is still ahead, and the same
// rule finds the same kind of day in any year.

/** The year after the current one on the clock the tests run on. */
export function nextYear(now = new Date()): number {
  return now.getUTCFullYear() + 1
}

/** 'YYYY-MM-DD': the UTC calendar day of a date, the way forms send a date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The same moment some whole days later (or earlier, for a negative count). */
export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY)
}

/**
 * The birth date of a child who is `age` today and stays that age for the next half year, so a
 * session in the coming weeks finds the child that age at any time of year.
 */
export function birthDateAged(age: number, now = new Date()): string {
  return isoDay(daysAfter(now, -Math.round((age + 0.5) * 365.25)))
}

/** The first day from a date on that falls on a weekday (0 = Sunday), at the same time of day. */
export function onOrAfter(date: Date, weekday: number): Date {
  return daysAfter(date, (weekday - date.getUTCDay() + 7) % 7)
}

/**
 * Midnight UTC on the second Sunday of March: the day the United States move their clocks
 * forward, at 2:00 local time.
 */
export function springForwardSunday(year: number): Date {
  return onOrAfter(new Date(Date.UTC(year, 2, 8)), 0)
}
