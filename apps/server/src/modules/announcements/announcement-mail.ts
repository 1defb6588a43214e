import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

export function announcementMail(options: {
  to: string
  firstName: string
  providerName: string
  activityTitle: string
  startsAt: Date
  timeZone: string
  message: string
  bookingsUrl: string
  unsubscribeUrl: string
}): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Message from ${options.providerName} about ${options.activityTitle}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `${options.providerName} has a message for the families booked into ${options.activityTitle} on ${when}:`,
      '',
      options.message,
      '',
      `You can read it again with your bookings: ${options.bookingsUrl}`,
      '',
      'The Activities for Children team',
      '',
      `You get this mail because you booked this session. To stop messages from providers, unsubscribe here: ${options.unsubscribeUrl}`,
    ].join('\n'),
  }
}
