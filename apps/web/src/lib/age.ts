import { ageOn, type CalendarDate } from '@afc/contracts'
import { knownTimeZone } from './session-time'

/**
 * The calendar date at an instant in a time zone (the browser's own when none is given or the
 * browser does not know it): a session's date at its venue, as the server's age rule reads it.
 */
export function calendarDateIn(instant: Date, timeZone?: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/** 'Age 7', or 'Under 1' for a baby: how a child's age reads next to the name. */
export function ageLabel(birthDate: string, on: CalendarDate = calendarDateIn(new Date())): string {
  const age = ageOn(birthDate, on)
  return age < 1 ? 'Under 1' : `Age ${age}`
}
