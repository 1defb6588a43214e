import { durationInWords } from '@afc/contracts'

// How the Details tab words an activity's facts.

/** '4 - 10 years', '4+ years', '0 - 12 years' or 'All ages'. */
export function ageRangeDetail(minAge: number | null, maxAge: number | null): string {
  if (maxAge != null) return `${minAge ?? 0} - ${maxAge} years`
  if (minAge != null && minAge > 0) return `${minAge}+ years`
  return 'All ages'
}

/** '90 minutes', '2 hours', '1 hour'. */
export function durationLabel(durationMinutes: number | null): string {
  if (durationMinutes == null) return 'Ask the provider'
  return durationInWords(durationMinutes)
}

/** '12 children per session', or no limit. */
export function capacityLabel(capacity: number | null): string {
  if (capacity == null) return 'No limit'
  return `${capacity} ${capacity === 1 ? 'child' : 'children'} per session`
}
