/** A calendar date's parts, as the server's age rule counts them. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

function today(): CalendarDate {
  const now = new Date()
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() }
}

/** Whole years from a 'YYYY-MM-DD' birth date to `on` (today by default), as the server counts them. */
export function ageInYears(birthDate: string, on: CalendarDate = today()): number {
  const [year = 0, month = 1, day = 1] = birthDate.split('-').map(Number)
  const hadBirthday = on.month > month || (on.month === month && on.day >= day)
  return on.year - year - (hadBirthday ? 0 : 1)
}

/** 'Age 7', or 'Under 1' for a baby: how a child's age reads next to the name. */
export function ageLabel(birthDate: string, on?: CalendarDate): string {
  const age = ageInYears(birthDate, on)
  return age < 1 ? 'Under 1' : `Age ${age}`
}
