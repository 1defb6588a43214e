import { MAX_AGE, MIN_AGE } from '@afc/contracts'
import { localDateAt } from '../../lib/zoned-time.ts'

/** Whole years between a birth date ('YYYY-MM-DD') and a calendar date. */
export function ageOn(birthDate: string, on: { year: number; month: number; day: number }): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const hadBirthday = on.month > month || (on.month === month && on.day >= day)
  return on.year - year - (hadBirthday ? 0 : 1)
}

export function ageRangeText(minAge: number | null, maxAge: number | null) {
  if (minAge === null && maxAge === null) return 'all ages'
  if (maxAge === null) return `ages ${minAge}+`
  return `ages ${minAge ?? MIN_AGE} to ${maxAge}`
}

/**
 * The first child outside the activity's ages on the session's local date, described for the
 * parent, or null when every child fits. Missing bounds are 0 and 18, as in the catalogue's age filter.
 */
export function ageRuleViolation(options: {
  children: { firstName: string; birthDate: string }[]
  minAge: number | null
  maxAge: number | null
  startsAt: Date
  timeZone: string
}): string | null {
  const sessionDate = localDateAt(options.startsAt, options.timeZone)
  const low = options.minAge ?? MIN_AGE
  const high = options.maxAge ?? MAX_AGE
  for (const child of options.children) {
    const age = ageOn(child.birthDate, sessionDate)
    if (age < low || age > high) {
      const date = `${sessionDate.year}-${String(sessionDate.month).padStart(2, '0')}-${String(sessionDate.day).padStart(2, '0')}`
      return `${child.firstName} will be ${age} on ${date}, but this activity is for ${ageRangeText(options.minAge, options.maxAge)}.`
    }
  }
  return null
}
