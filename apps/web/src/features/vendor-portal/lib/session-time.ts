// Session times are shown on the venue's clock, whatever the time zone of the browser.

function dayKey(instant: Date, timeZone: string): string {
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

/** 'HH:MM' on a 24-hour clock in the time zone. */
export function formatClockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** 'Today', 'Tomorrow' or 'Nov 28', on the calendar of the time zone. */
export function formatRelativeDay(iso: string, timeZone: string, now = new Date()): string {
  const start = new Date(iso)
  const offset = daysBetween(dayKey(now, timeZone), dayKey(start, timeZone))
  if (offset === 0) return 'Today'
  if (offset === 1) return 'Tomorrow'
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(
    start,
  )
}

/** 'Today, 16:30', 'Tomorrow, 09:00' or 'Nov 28, 09:00', on the venue's calendar. */
export function formatRelativeSessionTime(iso: string, timeZone: string, now = new Date()): string {
  return `${formatRelativeDay(iso, timeZone, now)}, ${formatClockTime(iso, timeZone)}`
}

/** 'Sat, Nov 28, 2026'. */
export function formatSessionDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso))
}

/** '09:00–10:30 CST': start and end with the zone's short name, so nobody misreads the hour. */
export function formatSessionTimeRange(startIso: string, endIso: string, timeZone: string): string {
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(startIso))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  return `${formatClockTime(startIso, timeZone)}–${formatClockTime(endIso, timeZone)} ${zoneName}`
}

/** The browser's own zone, for times that carry none (the dashboard's next session). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}
