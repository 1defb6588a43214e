import { CANCELLATION_POLICY } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

type BookingFacts = {
  activityTitle: string
  providerName: string
  startsAt: Date
  timeZone: string
  participants: string[]
  amount: string
}

const names = (list: string[]) => list.join(', ')

export function bookingConfirmationMail(
  options: BookingFacts & { to: string; firstName: string; bookingsUrl: string },
): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Booked: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `You're booked! ${names(options.participants)} will join ${options.activityTitle} with ${options.providerName} on ${when}.`,
      `Total: ${options.amount}.`,
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
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `New booking: ${options.activityTitle} on ${when}`,
    text: [
      'Hello!',
      '',
      `A family has booked ${options.participants.length} place${options.participants.length === 1 ? '' : 's'} in ${options.activityTitle} on ${when}: ${names(options.participants)}.`,
      `Amount: ${options.amount}.`,
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
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Cancelled: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `${options.providerName} has had to cancel ${options.activityTitle} on ${when}.`,
      'Your booking for this session is cancelled and you will not be charged for it.',
      '',
      'We are sorry for the change of plans. Other sessions and activities are waiting for you on Activities for Children.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
