import { MAX_AGE, MIN_AGE } from './constants.ts'

/** A day on the calendar of some place, without a time or a zone. */
export interface CalendarDate {
  year: number
  /** 1-12 */
  month: number
  day: number
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Whole years from a 'YYYY-MM-DD' birth date to a calendar date: the birthday counts on its day. */
export function ageOn(birthDate: string, on: CalendarDate): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const hadBirthday = on.month > month || (on.month === month && on.day >= day)
  return on.year - year - (hadBirthday ? 0 : 1)
}

/** 'ages 4-8', 'ages 3+', 'ages up to 12' or 'all ages'; a minimum of 0 is no minimum. */
export function ageRangeText(minAge: number | null, maxAge: number | null): string {
  const hasMin = minAge !== null && minAge > MIN_AGE
  if (maxAge === null) return hasMin ? `ages ${minAge}+` : 'all ages'
  return hasMin ? `ages ${minAge}-${maxAge}` : `ages up to ${maxAge}`
}

/** 'Nov 26', or 'Jan 3, 2027' when the date is not in the year of `today`. */
export function calendarDateText(date: CalendarDate, today: CalendarDate): string {
  const monthAndDay = `${MONTHS[date.month - 1]} ${date.day}`
  return date.year === today.year ? monthAndDay : `${monthAndDay}, ${date.year}`
}

/**
 * Why a child cannot come to a session, or null when the child may: the child's age on the
 * session's local date must lie within the activity's ages, where a missing bound is 0 or 18 as
 * in the catalogue's age filter. Browser and server say it in these same words.
 */
export function ageIneligibility(options: {
  child: { firstName: string; birthDate: string }
  /** The session's date in the venue's time zone. */
  sessionDate: CalendarDate
  /** Today in the venue's time zone: the year is named only when it differs. */
  today: CalendarDate
  minAge: number | null
  maxAge: number | null
}): string | null {
  const { child, sessionDate, minAge, maxAge } = options
  const age = ageOn(child.birthDate, sessionDate)
  const high = maxAge ?? MAX_AGE
  if (age >= (minAge ?? MIN_AGE) && age <= high) return null
  const when = calendarDateText(sessionDate, options.today)
  return `${child.firstName} will be ${age} on ${when}; this activity is for ${ageRangeText(minAge, high)}.`
}
