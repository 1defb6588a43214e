import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

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
