import { CANCELLATION_POLICY, formatRevenue, type PriceLine, priceLineText } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

type BookingFacts = {
  activityTitle: string
  providerName: string
  startsAt: Date
  timeZone: string
  participants: string[]
  amount: string
  /** The booking's price, line by line (ADR 43), and what the lines add up to. */
  priceLines: PriceLine[]
  totalCents: number
  /** A term enrolment's term and the sessions it covers, in order. */
  term: { name: string; sessions: Date[]; extras: string[] } | null
}

/** What a family is booked into: its one session, or a term's sessions from the first. */
function bookedWhat(options: BookingFacts) {
  const when = formatInZone(options.startsAt, options.timeZone)
  if (!options.term) return { subject: `${options.activityTitle} on ${when}`, lines: [] }
  const count = options.term.sessions.length
  return {
    subject: `${options.activityTitle}, ${options.term.name}, from ${when}`,
    lines: [
      '',
      `${count} session${count === 1 ? '' : 's'}:`,
      ...options.term.sessions.map((start) => `- ${formatInZone(start, options.timeZone)}`),
      ...(options.term.extras.length > 0 ? ['', `Extras: ${names(options.term.extras)}.`] : []),
    ],
  }
}

const names = (list: string[]) => list.join(', ')

/** The price line by line, then `total`; a booking made before prices had lines, `total` alone. */
function priceWords(options: BookingFacts, total: string): string[] {
  if (options.priceLines.length === 0) return [total]
  return ['', 'Price:', ...options.priceLines.map((line) => `- ${priceLineText(line)}`), total]
}

export function bookingConfirmationMail(
  options: BookingFacts & { to: string; firstName: string; bookingsUrl: string },
): MailMessage {
  const what = bookedWhat(options)
  return {
    to: options.to,
    subject: `${options.term ? 'Enrolled' : 'Booked'}: ${what.subject}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `You're booked! ${names(options.participants)} will join ${options.activityTitle} with ${options.providerName}${options.term ? `, ${options.term.name},` : ''} on ${formatInZone(options.startsAt, options.timeZone)}.`,
      ...what.lines,
      ...priceWords(
        options,
        options.priceLines.length === 0
          ? `Total: ${options.amount}.`
          : `Total paid: ${formatRevenue(options.totalCents)}.`,
      ),
      '',
      `Cancellation: ${CANCELLATION_POLICY}. You can cancel from My Bookings: ${options.bookingsUrl}`,
      '',
      'Have a wonderful time!',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function newBookingNoticeMail(
  options: BookingFacts & { to: string; dashboardUrl: string },
): MailMessage {
  const what = bookedWhat(options)
  const places = `${options.participants.length} place${options.participants.length === 1 ? '' : 's'}`
  return {
    to: options.to,
    subject: `${options.term ? 'New enrolment' : 'New booking'}: ${what.subject}`,
    text: [
      'Hello!',
      '',
      `A family has booked ${places} in ${what.subject}: ${names(options.participants)}.`,
      ...what.lines,
      ...priceWords(options, `Amount: ${options.amount}.`),
      '',
      `See all your bookings: ${options.dashboardUrl}`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function bookingCancelledMail(options: {
  to: string
  greeting: string
  activityTitle: string
  startsAt: Date
  timeZone: string
  byCustomer: boolean
  refund: string
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Booking cancelled: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.greeting},`,
      '',
      options.byCustomer
        ? `The booking for ${options.activityTitle} on ${when} has been cancelled by the family.`
        : `Your booking for ${options.activityTitle} on ${when} has been cancelled.`,
      `Refund: ${options.refund}.`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function sessionCancelledMail(options: {
  to: string
  firstName: string
  activityTitle: string
  providerName: string
  startsAt: Date
  timeZone: string
  /** What the family paid and may take as a refund or a credit, when the provider offered it. */
  choice?: { amountCents: number; chooseBy: Date } | null
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  const { choice } = options
  return {
    to: options.to,
    subject: `Cancelled: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `${options.providerName} has had to cancel ${options.activityTitle} on ${when}.`,
      ...(choice
        ? [
            `Your booking for this session is cancelled. You paid ${formatRevenue(choice.amountCents)}: choose on My Bookings whether it is refunded to your card or kept as a credit with ${options.providerName} for any of their activities.`,
            `If you have not chosen by ${formatInZone(choice.chooseBy, options.timeZone)}, it is refunded to your card.`,
          ]
        : ['Your booking for this session is cancelled and you will not be charged for it.']),
      '',
      'We are sorry for the change of plans. Other sessions and activities are waiting for you on Activities for Children.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
