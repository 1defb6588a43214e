import { formatMoney } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

/** A line entry's family and session, as the offer queries read them for a mail. */
export type OfferFacts = {
  to: string
  firstName: string | null
  activityTitle: string
  startsAt: Date
  timeZone: string
  quantity: number
}

const greeting = (facts: OfferFacts) => `Hello ${facts.firstName || 'there'},`
const places = (quantity: number) => (quantity === 1 ? 'a place' : `${quantity} places`)

export function offerMail(
  options: OfferFacts & { endsAt: Date; totalAmountCents: number; offerUrl: string },
): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  const until = formatInZone(options.endsAt, options.timeZone)
  const price =
    options.totalAmountCents > 0
      ? `The price is ${formatMoney(options.totalAmountCents)}, paid when you book.`
      : 'It is free.'
  return {
    to: options.to,
    subject: `A place is free for you: ${options.activityTitle} on ${when}`,
    text: [
      greeting(options),
      '',
      `${options.quantity === 1 ? 'A place' : `${options.quantity} places`} came free in ${options.activityTitle} on ${when}, and you are next in line. We hold ${options.quantity === 1 ? 'it' : 'them'} for you alone until ${until}. ${price}`,
      '',
      `Book it here: ${options.offerUrl}`,
      '',
      'If you no longer want it, choose "No thanks" on the same page and the next family will get the offer straight away.',
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function offerExpiredMail(options: OfferFacts & { activityUrl: string }): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Your offer has run out: ${options.activityTitle} on ${when}`,
    text: [
      greeting(options),
      '',
      `We held ${places(options.quantity)} in ${options.activityTitle} on ${when} for you, but the offer was not taken in time, so it has gone to the next family in line. Nothing was charged.`,
      '',
      `Other sessions may have room: ${options.activityUrl}`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}

export function lineClosedMail(options: OfferFacts & { activityUrl: string }): MailMessage {
  const when = formatInZone(options.startsAt, options.timeZone)
  return {
    to: options.to,
    subject: `Cancelled: ${options.activityTitle} on ${when}`,
    text: [
      greeting(options),
      '',
      `The provider has cancelled ${options.activityTitle} on ${when}, so its waiting list is closed and no places will be offered from it. Nothing was charged.`,
      '',
      `Other sessions may have room: ${options.activityUrl}`,
      '',
      'The Activities for Children team',
    ].join('\n'),
  }
}
