/**
 * The season a day falls in, on the venue's calendar (ADR 43): winter is December to February,
 * named after the year of its January, then spring (March to May), summer (June to August) and
 * fall (September to November). Siblings and several bookings count per season.
 */
export function seasonOf(day: { year: number; month: number }): string {
  if (day.month === 12) return `winter ${day.year + 1}`
  if (day.month <= 2) return `winter ${day.year}`
  if (day.month <= 5) return `spring ${day.year}`
  if (day.month <= 8) return `summer ${day.year}`
  return `fall ${day.year}`
}
