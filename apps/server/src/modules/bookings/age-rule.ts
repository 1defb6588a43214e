import { ageIneligibility } from '@afc/contracts'
import { localDateAt } from '../../lib/zoned-time.ts'

/**
 * The first child outside the activity's ages on the session's date in the venue's time zone,
 * described for the parent in the booking dialog's own words, or null when every child fits.
 */
export function ageRuleViolation(options: {
  children: { firstName: string; birthDate: string }[]
  minAge: number | null
  maxAge: number | null
  startsAt: Date
  timeZone: string
  now: Date
}): string | null {
  const sessionDate = localDateAt(options.startsAt, options.timeZone)
  const today = localDateAt(options.now, options.timeZone)
  for (const child of options.children) {
    const reason = ageIneligibility({ ...options, child, sessionDate, today })
    if (reason) return reason
  }
  return null
}
