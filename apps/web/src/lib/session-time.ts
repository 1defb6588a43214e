/** 'Sat, Dec 5 · 10:00 AM CST': a session as families at the venue read it, in its time zone. */
export function sessionTimeLabel(startsAt: string, timeZone?: string): string {
  const date = new Date(startsAt)
  const zone = knownTimeZone(timeZone)
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(date)
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  }).format(date)
  return `${day} · ${time}`
}

/** A zone this browser knows, or undefined for the visitor's own: a bad zone must not break the page. */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return undefined
  }
}

/** '20 spots left', '1 spot left', 'Full', or 'Spots available' when there is no limit. */
export function spotsLeftLabel(spotsLeft: number | null): string {
  if (spotsLeft === null) return 'Spots available'
  if (spotsLeft <= 0) return 'Full'
  return `${spotsLeft} ${spotsLeft === 1 ? 'spot' : 'spots'} left`
}

/**
 * 'Sat, Dec 5, 2026 · 10:00 – 11:30 AM CST': a booked session with its end, in the venue's time
 * zone. The year is there because past bookings reach back into other years.
 */
export function sessionSpanLabel(startsAt: string, endsAt: string, timeZone?: string): string {
  const zone = knownTimeZone(timeZone)
  const start = new Date(startsAt)
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(start)
  const times = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  }).formatRange(start, new Date(endsAt))
  return `${day} · ${times}`
}
