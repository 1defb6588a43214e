import type { MailMessage } from '../mail/mailer.ts'

export function formatInZone(instant: Date, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant)
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
