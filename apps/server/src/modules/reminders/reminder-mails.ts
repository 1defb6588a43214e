import { type AllergyAlert, allergyAlertText, CANCELLATION_POLICY } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

/** The provider's list on one line of the mail, however many lines they typed it on. */
function bringList(whatToBring: string): string {
  return whatToBring
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/[,;]$/, ''))
    .filter(Boolean)
    .join(', ')
}

const unsubscribeLines = (what: string, pageUrl: string) => [
  '',
  `You get ${what} because reminders are on in your settings. Turn them off: ${pageUrl}`,
]

export function sessionReminderMail(options: {
  to: string
  firstName: string
  activityTitle: string
  providerName: string
  providerContact: string | null
  startsAt: Date
  timeZone: string
  venue: string | null
  whatToBring: string | null
  participants: string[]
  bookingsUrl: string
  unsubscribePageUrl: string
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  // A day before, the free cancellation window has closed: the provider is who to tell.
  const cancellation = `Plans changed? Bookings can be cancelled on My Bookings while the policy allows (${CANCELLATION_POLICY.toLowerCase()}).${
    options.providerContact
      ? ` Otherwise, please let ${options.providerName} know: ${options.providerContact}.`
      : ''
  }`
  const details = [
    ...(options.venue ? [`Where: ${options.venue}`] : []),
    ...(options.whatToBring ? [`Bring: ${bringList(options.whatToBring)}`] : []),
  ]
  return {
    to: options.to,
    subject: `Tomorrow: ${options.activityTitle}, ${when}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `A reminder: ${options.participants.join(', ')} ${options.participants.length === 1 ? 'has' : 'have'} ${options.activityTitle} with ${options.providerName} on ${when}.`,
      ...(details.length > 0 ? ['', ...details] : []),
      '',
      `Your booking: ${options.bookingsUrl}`,
      cancellation,
      '',
      'Have a wonderful time!',
      'The Activities for Children team',
      ...unsubscribeLines('this reminder', options.unsubscribePageUrl),
    ].join('\n'),
  }
}

export type RosterChild = {
  name: string
  age: number | null
  notes: string | null
  allergyAlerts: AllergyAlert[]
}
export type RosterBooking = {
  parentName: string
  parentEmail: string | null
  children: RosterChild[]
}
export type RosterSession = {
  activityTitle: string
  startsAt: Date
  venue: string | null
  bookings: RosterBooking[]
}

function rosterLines(session: RosterSession, timeZone: string): string[] {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(session.startsAt)
  const places = session.bookings.reduce((sum, booking) => sum + booking.children.length, 0)
  const lines = [
    `${time}  ${session.activityTitle}${session.venue ? ` (${session.venue})` : ''}: ${places} ${places === 1 ? 'child' : 'children'}`,
  ]
  for (const booking of session.bookings) {
    for (const child of booking.children) {
      const age = child.age === null ? '' : `, ${child.age}`
      lines.push(`  - ${child.name}${age}${child.notes ? `. Notes: ${child.notes}` : ''}`)
      for (const alert of child.allergyAlerts) {
        lines.push(`    ALLERGY ${allergyAlertText(alert)}`)
      }
    }
    lines.push(
      `    Parent: ${booking.parentName}${booking.parentEmail ? `, ${booking.parentEmail}` : ''}`,
    )
  }
  return lines
}

export function providerRosterMail(options: {
  to: string
  providerName: string
  day: string
  timeZone: string
  sessions: RosterSession[]
  bookingsUrl: string
  unsubscribePageUrl: string
}): MailMessage {
  const zone =
    new Intl.DateTimeFormat('en-US', { timeZone: options.timeZone, timeZoneName: 'short' })
      .formatToParts(options.sessions[0]?.startsAt ?? new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? options.timeZone
  return {
    to: options.to,
    subject: `Today's roster: ${options.sessions.length} ${options.sessions.length === 1 ? 'session' : 'sessions'} on ${options.day}`,
    text: [
      `Good morning, ${options.providerName}!`,
      '',
      `Who is coming on ${options.day} (times in ${zone}):`,
      '',
      ...options.sessions.flatMap((session) => [...rosterLines(session, options.timeZone), '']),
      `Every booking: ${options.bookingsUrl}`,
      '',
      'The Activities for Children team',
      ...unsubscribeLines('this roster', options.unsubscribePageUrl),
    ].join('\n'),
  }
}
