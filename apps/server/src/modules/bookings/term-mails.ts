import { FREE_CANCELLATION_WINDOW, formatRevenue } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'

/** What every mail about an enrolment's change says of it. */
export type EnrolmentMailFacts = {
  to: string
  firstName: string
  activityTitle: string
  termName: string
  providerName: string
  timeZone: string
  participants: string[]
}

const SIGNATURE = ['', 'The Activities for Children team']

const refundLine = (cents: number) =>
  cents > 0
    ? `Refund: ${formatRevenue(cents)}, back to the card that paid.`
    : 'Refund: nothing, as no payment is left to give back.'

/** What the provider's cancellation left the family to choose: a refund or a credit, until when. */
export type TermChoice = { amountCents: number; chooseBy: Date } | null

/** The lines of a refund the family chooses on My Bookings instead of receiving it at once. */
const choiceLines = (facts: EnrolmentMailFacts, what: string, choice: NonNullable<TermChoice>) => [
  `${what}, ${formatRevenue(choice.amountCents)}, is yours to choose on My Bookings: a refund to your card, or a credit with ${facts.providerName} for any of their activities.`,
  `If you have not chosen by ${formatInZone(choice.chooseBy, facts.timeZone)}, it is refunded to your card.`,
]

const hello = (facts: EnrolmentMailFacts) => `Hello ${facts.firstName || 'there'},`

/** To the family that withdrew from a term after it began, with what their rule gave back. */
export function termWithdrawalMail(
  facts: EnrolmentMailFacts & { from: Date; refundCents: number; noRefundRule: boolean },
): MailMessage {
  const from = formatInZone(facts.from, facts.timeZone)
  return {
    to: facts.to,
    subject: `Withdrawn: ${facts.activityTitle}, ${facts.termName}`,
    text: [
      hello(facts),
      '',
      `${facts.participants.join(', ')} will no longer take part in ${facts.activityTitle} (${facts.termName}) with ${facts.providerName}, from the session on ${from}.`,
      facts.noRefundRule
        ? 'This term gives no refund once it has started, so nothing is refunded.'
        : `The sessions more than ${FREE_CANCELLATION_WINDOW} away are refunded. ${refundLine(facts.refundCents)}`,
      ...SIGNATURE,
    ].join('\n'),
  }
}

/** To the provider, when a family withdrew from a term: which places came free and the refund. */
export function termWithdrawalNoticeMail(
  facts: EnrolmentMailFacts & { from: Date; refundCents: number },
): MailMessage {
  return {
    to: facts.to,
    subject: `Withdrawal: ${facts.activityTitle}, ${facts.termName}`,
    text: [
      'Hello!',
      '',
      `${facts.participants.join(', ')} withdrew from ${facts.activityTitle} (${facts.termName}), from the session on ${formatInZone(facts.from, facts.timeZone)}: their places in the sessions from then on are free again.`,
      `Refunded to the family: ${formatRevenue(facts.refundCents)}.`,
      ...SIGNATURE,
    ].join('\n'),
  }
}

/**
 * To an enrolled family whose session the provider cancelled: refunded its share, or told the
 * make-up session that takes its place.
 */
export function termSessionCancelledMail(
  facts: EnrolmentMailFacts & {
    startsAt: Date
    makeUpAt: Date | null
    refundCents: number
    choice?: TermChoice
  },
): MailMessage {
  const when = formatInZone(facts.startsAt, facts.timeZone)
  return {
    to: facts.to,
    subject: `Cancelled: ${facts.activityTitle} on ${when}`,
    text: [
      hello(facts),
      '',
      `${facts.providerName} has had to cancel ${facts.activityTitle} on ${when}, a session of ${facts.termName}.`,
      ...(facts.makeUpAt
        ? [
            `A make-up session takes its place on ${formatInZone(facts.makeUpAt, facts.timeZone)}: your enrolment covers it, so ${facts.participants.join(', ')} can come then.`,
          ]
        : facts.choice
          ? ['Your enrolment goes on.', ...choiceLines(facts, "This session's share", facts.choice)]
          : [
              `Your enrolment goes on; this session's share is refunded. ${refundLine(facts.refundCents)}`,
            ]),
      ...SIGNATURE,
    ].join('\n'),
  }
}

/** To an enrolled family when the provider called off the rest of the term. */
export function termCancelledMail(
  facts: EnrolmentMailFacts & { refundCents: number; choice?: TermChoice },
): MailMessage {
  return {
    to: facts.to,
    subject: `Cancelled: ${facts.activityTitle}, ${facts.termName}`,
    text: [
      hello(facts),
      '',
      `${facts.providerName} has had to cancel the rest of ${facts.termName} of ${facts.activityTitle}: its sessions still to come will not take place.`,
      ...(facts.choice
        ? choiceLines(facts, 'What you paid for the sessions not yet held', facts.choice)
        : [`The sessions not yet held are refunded. ${refundLine(facts.refundCents)}`]),
      ...SIGNATURE,
    ].join('\n'),
  }
}
