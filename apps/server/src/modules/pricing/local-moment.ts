import { zonedTimeToUtc } from '../../lib/zoned-time.ts'

/**
 * The instant a local date and time ('YYYY-MM-DDTHH:MM', or as the database writes a timestamp,
 * 'YYYY-MM-DD HH:MM:SS') is on the clock of `timeZone`: when an early bird ends at a venue.
 */
export function localMomentIn(value: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = value.split(/[-T :]/).map(Number)
  return zonedTimeToUtc({ year, month, day, hour, minute }, timeZone)
}
