import { formatMoney, type PublicTerm } from '@afc/contracts'
import { knownTimeZone, timeZoneLabel } from '@/lib/session-time'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

function monthDay(iso: string, timeZone: string | undefined, withYear: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(iso))
}

function yearOf(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(new Date(iso))
}

/** '10 Saturdays', '6 sessions on Tue and Thu', '5 days in a row'. */
function sessionsLabel(term: PublicTerm): string {
  const count = term.sessionCount
  if (term.isCamp) return count === 1 ? '1 day' : `${count} days in a row`
  const [only] = term.weekdays
  if (term.weekdays.length === 1 && only !== undefined) {
    return `${count} ${WEEKDAYS[only]}${count === 1 ? '' : 's'}`
  }
  const days = term.weekdays.map((day) => SHORT_WEEKDAYS[day])
  const list = days.length > 1 ? `${days.slice(0, -1).join(', ')} and ${days.at(-1)}` : days[0]
  return `${count} ${count === 1 ? 'session' : 'sessions'}${list ? ` on ${list}` : ''}`
}

/**
 * '10 Saturdays, Mar 7 – May 9, 10:00 AM CST' at the venue: the sessions, the first and last day
 * (with their years when the term crosses one) and the start time when every session shares it.
 */
export function termScheduleLabel(term: PublicTerm): string {
  const zone = knownTimeZone(term.timeZone)
  const crossesYear = yearOf(term.firstSessionAt, zone) !== yearOf(term.lastSessionAt, zone)
  const first = monthDay(term.firstSessionAt, zone, crossesYear)
  const span =
    term.sessionCount === 1
      ? first
      : `${first} – ${monthDay(term.lastSessionAt, zone, crossesYear)}`
  if (!term.startTime) return `${sessionsLabel(term)}, ${span}`
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(term.firstSessionAt))
  return `${sessionsLabel(term)}, ${span}, ${time} ${timeZoneLabel(term.firstSessionAt, zone)}`
}

/** '$180.00 · $18.00 a session', or 'Free' for a term that costs nothing. */
export function termPriceLabel(term: PublicTerm): string {
  if (term.priceCents === 0) return 'Free'
  return `${formatMoney(term.priceCents)} · ${formatMoney(term.perSessionCents)} a session`
}

/** '7 of 10 sessions left', once the term has begun; nothing before. */
export function sessionsLeftLabel(term: PublicTerm): string | null {
  if (term.sessionsLeft >= term.sessionCount) return null
  return `${term.sessionsLeft} of ${term.sessionCount} sessions left`
}

/** What withdrawing after the start gives back, in the family's words. */
export function withdrawalLabel(term: PublicTerm): string {
  return term.withdrawal === 'pro_rata'
    ? 'If you withdraw, sessions more than 48 hours away are refunded.'
    : 'No refunds once the term has started.'
}
