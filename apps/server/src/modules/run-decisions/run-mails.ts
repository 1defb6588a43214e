import { formatRevenue, type RunAlternative, type RunDecision } from '@afc/contracts'
import type { MailMessage } from '../../infra/mail/index.ts'
import { formatInZone } from '../../lib/zoned-time.ts'
import type { EnrolmentMailFacts } from '../bookings/index.ts'
import type { RunSubject } from './run-subject.ts'

const SIGNATURE = ['', 'The Activities for Children team']

const hello = (firstName: string) => `Hello ${firstName || 'there'},`

/** "Tuesday Pottery — Spring term", or "Tuesday Pottery on Monday, March 2 at 4:00 PM CST". */
export function subjectName(
  subject: Pick<RunSubject, 'activityTitle' | 'termName' | 'timeZone' | 'firstStart'>,
) {
  return subject.termName
    ? `${subject.activityTitle} — ${subject.termName}`
    : `${subject.activityTitle} on ${formatInZone(subject.firstStart, subject.timeZone)}`
}

const placesWord = (count: number) => `${count} place${count === 1 ? '' : 's'}`

/** To a family with a confirmed place, once it is decided that what they booked runs. */
export function itsOnMail(facts: EnrolmentMailFacts & { name: string }): MailMessage {
  return {
    to: facts.to,
    subject: `It's on: ${facts.name}`,
    text: [
      hello(facts.firstName),
      '',
      `Good news: ${facts.name} with ${facts.providerName} will run. ${facts.participants.join(', ')} ${facts.participants.length === 1 ? 'has' : 'have'} a place, so see you there.`,
      ...SIGNATURE,
    ].join('\n'),
  }
}

/** To a family whose term or session did not reach its minimum: the refund and other places. */
export function didNotRunMail(
  facts: EnrolmentMailFacts & {
    name: string
    refundCents: number
    alternatives: RunAlternative[]
    publicUrl: string
  },
): MailMessage {
  const refund =
    facts.refundCents > 0
      ? `Everything you paid, ${formatRevenue(facts.refundCents)}, is refunded to the card that paid.`
      : 'Nothing was charged, so there is nothing to refund.'
  const others =
    facts.alternatives.length === 0
      ? []
      : [
          '',
          `Places ${facts.participants.join(', ')} can book instead:`,
          ...facts.alternatives.map(
            (other) =>
              `- ${other.activityTitle}${other.termName ? `, ${other.termName}` : ''} with ${other.businessName}, from ${formatInZone(new Date(other.startsAt), other.timeZone)}: ${facts.publicUrl}${other.path}`,
          ),
        ]
  return {
    to: facts.to,
    subject: `Cancelled: ${facts.name} did not reach its minimum`,
    text: [
      hello(facts.firstName),
      '',
      `${facts.name} with ${facts.providerName} did not reach the minimum number of children it needs to run, so it is cancelled.`,
      refund,
      ...others,
      ...SIGNATURE,
    ].join('\n'),
  }
}

/** To the provider: the outcome and the count reached ("runs: 7 of 6 minimum"). */
export function providerOutcomeMail(options: {
  to: string
  subject: RunSubject
  decision: RunDecision
  early: boolean
  refundedBookings: number
}): MailMessage {
  const { subject, decision } = options
  const name = subjectName(subject)
  const count = `${subject.confirmedPlaces} of ${subject.minPlaces} minimum`
  const why = options.early
    ? 'as you decided'
    : `${placesWord(subject.confirmedPlaces)} confirmed at its decision time`
  return {
    to: options.to,
    subject: `${name} ${decision === 'runs' ? 'runs' : 'is cancelled'}: ${count}`,
    text: [
      'Hello!',
      '',
      decision === 'runs'
        ? `${name} runs, ${why}. The families with a place are told it's on.`
        : `${name} is cancelled, ${why}. ${options.refundedBookings} booking${options.refundedBookings === 1 ? ' is' : 's are'} refunded in full, and every family and anyone waiting is told.`,
      ...SIGNATURE,
    ].join('\n'),
  }
}
