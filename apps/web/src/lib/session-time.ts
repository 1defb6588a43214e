// Session times are shown on the venue's clock, whatever the time zone of the browser, and
// always with the zone's name, so nobody reads a venue's 17:00 as their own.

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

/** The browser's own zone, for a time whose venue is unknown. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

function shortZoneName(locale: string, instant: Date, timeZone: string | undefined) {
  return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value
}

/** 'GMT+1', 'UTC−5': what Intl writes when it has no abbreviation for a zone in a locale. */
const OFFSET_NAME = /^(GMT|UTC)[+\-−]/

/**
 * 'CST', 'CET' or 'Europe/Berlin': the zone's abbreviation at that instant (so summer time
 * shows), else its IANA name. American English names American zones, British English
 * European ones; a bare offset such as 'GMT+1' is not a name a reader recognises.
 */
export function timeZoneLabel(instant: Date | string, timeZone?: string): string {
  const date = new Date(instant)
  const zone = knownTimeZone(timeZone)
  for (const locale of ['en-US', 'en-GB']) {
    const name = shortZoneName(locale, date, zone)
    if (name && !OFFSET_NAME.test(name)) return name
  }
  return zone ?? browserTimeZone()
}

/** The calendar day of an instant in a time zone, `YYYY-MM-DD`. */
export function dayKey(instant: Date, timeZone: string | undefined): string {
  // en-CA formats dates as YYYY-MM-DD, which compare and sort as text.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

function daysBetween(fromKey: string, toKey: string): number {
  return (Date.parse(`${toKey}T00:00:00Z`) - Date.parse(`${fromKey}T00:00:00Z`)) / 86_400_000
}

/** 'HH:MM' on a 24-hour clock in the time zone, without its name: for ranges and tables. */
export function formatClockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** '17:00 CET': a provider's 24-hour clock with the venue's zone. */
export function formatZonedClockTime(iso: string, timeZone: string): string {
  return `${formatClockTime(iso, timeZone)} ${timeZoneLabel(iso, timeZone)}`
}

/** 'Today', 'Tomorrow' or 'Nov 28', on the calendar of the time zone. */
export function formatRelativeDay(iso: string, timeZone: string, now = new Date()): string {
  const zone = knownTimeZone(timeZone)
  const start = new Date(iso)
  const offset = daysBetween(dayKey(now, zone), dayKey(start, zone))
  if (offset === 0) return 'Today'
  if (offset === 1) return 'Tomorrow'
  return formatMonthDay(iso, timeZone)
}

/** 'Today, 16:30 CST', 'Tomorrow, 09:00 CET' or 'Nov 28, 09:00 EST', on the venue's calendar. */
export function formatRelativeSessionTime(iso: string, timeZone: string, now = new Date()): string {
  return `${formatRelativeDay(iso, timeZone, now)}, ${formatZonedClockTime(iso, timeZone)}`
}

/** 'Sat, Nov 28, 2026'. */
export function formatSessionDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso))
}

/** '09:00–10:30 CST': start and end with the zone's name. */
export function formatSessionTimeRange(startIso: string, endIso: string, timeZone: string): string {
  return `${formatClockTime(startIso, timeZone)}–${formatClockTime(endIso, timeZone)} ${timeZoneLabel(startIso, timeZone)}`
}

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
    timeZone: zone,
  }).format(date)
  return `${day} · ${time} ${timeZoneLabel(date, zone)}`
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
    timeZone: zone,
  }).formatRange(start, new Date(endsAt))
  return `${day} · ${times} ${timeZoneLabel(start, zone)}`
}

/** 'Mar 4': a day on the venue's calendar, for a date close enough not to need its year. */
export function formatMonthDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    month: 'short',
    day: 'numeric',
  }).format(new Date(iso))
}

/** 'Mar 4, 10:00 AM CST': a moment families read, at the venue, with the zone's name. */
export function formatMonthDayTime(iso: string, timeZone: string): string {
  const zone = knownTimeZone(timeZone)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))
  return `${formatMonthDay(iso, timeZone)}, ${time} ${timeZoneLabel(iso, zone)}`
}
