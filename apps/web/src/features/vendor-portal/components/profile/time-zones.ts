/** The US time zones a venue is likely to be in, by the names people know them by. */
export const US_TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Mountain, no daylight saving (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
] as const

/** The list, plus a location's current zone when it is not one of them, so it is never lost. */
export function timeZoneOptions(current: string) {
  const known = US_TIME_ZONES.some((zone) => zone.value === current)
  return known || !current ? US_TIME_ZONES : [...US_TIME_ZONES, { value: current, label: current }]
}

/** A new location starts in the browser's zone when it is a US one, else Central. */
export function suggestedTimeZone(): string {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return US_TIME_ZONES.some((zone) => zone.value === browserZone) ? browserZone : 'America/Chicago'
}
