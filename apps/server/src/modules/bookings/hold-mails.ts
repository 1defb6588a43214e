import { durationInWords } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

type HoldFacts = {
  to: string
  firstName: string
  activityTitle: string
  startsAt: Date
  timeZone: string
  activityUrl: string
}

/** A held booking's family and activity, as the booking queries read them for a mail. */
export type HoldRow = {
  customerId: string | null
  email: string | null
  firstName: string | null
  activityId: string
  activityTitle: string
  startsAt: Date | string
  timeZone: string
}

export const holdFacts = (row: HoldRow & { email: string }, publicUrl: string): HoldFacts => ({
  to: row.email,
  firstName: row.firstName ?? '',
  activityTitle: row.activityTitle,
  startsAt: new Date(row.startsAt),
  timeZone: row.timeZone,
  activityUrl: `${publicUrl}/activities/${row.activityId}`,
})

export function holdExpiredMail(options: HoldFacts & { holdMinutes: number }): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Places no longer held: ${options.activityTitle} on ${when}`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `We held places in ${options.activityTitle} on ${when} for ${durationInWords(options.holdMinutes)}, but the payment was not completed, so they are free for other families again. Nothing was charged.`,
      '',
      `If there is still room you can book again: ${options.activityUrl}`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function latePaymentRefundedMail(options: HoldFacts & { amount: string }): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Refunded: ${options.activityTitle} on ${when} filled up`,
    text: [
      `Hello ${options.firstName || 'there'},`,
      '',
      `Your payment for ${options.activityTitle} on ${when} arrived after the places stopped being held, and by then the session had no room left. We are sorry: ${options.amount} is refunded in full to the card you used, and the booking is not confirmed.`,
      '',
      `Other sessions may still have room: ${options.activityUrl}`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
