export const DAY_MS = 24 * 60 * 60 * 1000

export function daysBefore(instant: Date, days: number): Date {
  return new Date(instant.getTime() - days * DAY_MS)
}

export function daysAfter(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS)
}

export function clampDate(instant: Date, earliest: Date, latest: Date): Date {
  return new Date(Math.min(Math.max(instant.getTime(), earliest.getTime()), latest.getTime()))
}
