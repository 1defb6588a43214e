import type { TermEnrolmentRequest } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import { AWAITS_DECISION, awaitsDecision } from '../run-decisions/index.ts'
import { ageRuleViolation } from './age-rule.ts'
import { lockExtras, priceExtras } from './booking-extras.ts'
import { gatherQuoteInputs, inChosenOrder, quoteChildren } from './booking-quote.ts'
import { restOfTermPrice } from './rest-of-term.ts'
import {
  type LockedTerm,
  lockTerm,
  lockTermSessions,
  type TermSession,
  type Trial,
} from './term-enrolment-statements.ts'

export const TERM_UNAVAILABLE = 'This term is not available for enrolment.'
export const TERM_OVER = 'This term has ended: it has no sessions left to join.'
export const TERM_CALLED_OFF = 'The provider has cancelled this term, so it takes no enrolments.'
export const TERM_NO_LATE_JOINING =
  'This term has already started, and it does not take families who join late.'
export const TERM_LATE_JOINING_CLOSED =
  'This term has already started, and the last day to join it has passed.'
export const TERM_LINE_WAITS =
  'This term is full: families are waiting for places in its sessions, which are offered to them in turn.'

const afterTrial = (firstName: string) =>
  `${firstName}'s trial class is this term's last session, so there is nothing after it to enrol in.`

const isoDate = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`

/**
 * Why a term that has started takes no more families, or null while its late-joining rule still
 * lets them in (or it has not started).
 */
export function lateJoiningRefusal(
  term: Pick<LockedTerm, 'lateJoining' | 'lateJoinSessionStartsAt' | 'lateJoinUntil' | 'timeZone'>,
  firstStart: Date,
  now: Date,
): string | null {
  if (firstStart.getTime() > now.getTime()) return null
  if (term.lateJoining === 'none') return TERM_NO_LATE_JOINING
  const open =
    term.lateJoining === 'until_session'
      ? term.lateJoinSessionStartsAt !== null &&
        new Date(term.lateJoinSessionStartsAt).getTime() > now.getTime()
      : term.lateJoinUntil !== null &&
        isoDate(localDateAt(now, term.timeZone)) <= String(term.lateJoinUntil)
  return open ? null : TERM_LATE_JOINING_CLOSED
}

/** Refuses a term that has started unless its late-joining rule still lets families in. */
function assertJoiningOpen(term: LockedTerm, firstStart: Date, now: Date) {
  const refusal = lateJoiningRefusal(term, firstStart, now)
  if (refusal) throw conflict(refusal)
}

/**
 * The sessions to cover: those still to come, and for a child who tried a class of the term
 * (confirmed: a trial still being paid for keeps its session, which the enrolment then meets as
 * taken), those after the trial, which keeps its own place. With several, after the last trial.
 */
function sessionsToCover(sessions: TermSession[], trials: Trial[], now: Date) {
  const from = Math.max(now.getTime(), ...trials.map((trial) => new Date(trial.startsAt).getTime()))
  return sessions.filter((session) => new Date(session.startsAt).getTime() > from)
}

/**
 * An enrolment as asked, read and checked: the term and its sessions (locked, in that order, for
 * an enrolment; read alone for a quote preview), who may join now, the children and the
 * sessions each covers, the extras priced, and then what the quote reads. For each child the
 * base is the sessions left's share of the term price (the whole of it before the term starts),
 * less a trial class of the term the child took (`restOfTermPrice`). Every refusal is the
 * enrolment's own.
 */
export async function readTermEnrolment(options: {
  db: Database
  customerId: string
  termId: string
  input: TermEnrolmentRequest
  now: Date
  lock: boolean
}) {
  const { db, customerId, termId, input, now, lock } = options
  const readTerm = () => lockTerm(db, { termId, customerId, childIds: input.childIds, lock })
  const readSessions = () => lockTermSessions(db, termId, lock)
  const readExtras = () => lockExtras(db, { termId, chosen: input.extras, lock })
  // An enrolment takes its locks one after the other, in the order every writer takes them; a
  // preview locks nothing, so its three reads go to the pool side by side.
  const [term, sessions, lockedExtras] = lock
    ? [await readTerm(), await readSessions(), await readExtras()]
    : await Promise.all([readTerm(), readSessions(), readExtras()])
  if (!term?.bookable) throw notFound(TERM_UNAVAILABLE)
  if (term.cancelled) throw conflict(TERM_CALLED_OFF)
  const [first] = sessions
  if (!first || !sessions.some((s) => new Date(s.startsAt).getTime() > now.getTime())) {
    throw conflict(TERM_OVER)
  }
  assertJoiningOpen(term, new Date(first.startsAt), now)
  if (awaitsDecision({ ...term, firstStart: new Date(first.startsAt), now })) {
    throw conflict(AWAITS_DECISION)
  }

  const kids = inChosenOrder(input.childIds, fromJson(term.kids))
  if (kids.length !== input.childIds.length) throw notFound('Child not found')
  const trials = fromJson(term.trials)
  const remaining = sessionsToCover(sessions, trials, now)
  if (remaining.length === 0) {
    const tried = kids.find((kid) => trials.some((trial) => trial.childId === kid.id))
    throw conflict(tried ? afterTrial(tried.firstName) : TERM_OVER)
  }
  const outOfRange = ageRuleViolation({
    children: kids,
    minAge: term.minAge,
    maxAge: term.maxAge,
    startsAt: new Date(first.startsAt),
    timeZone: term.timeZone,
    now,
  })
  if (outOfRange) throw unprocessable(outOfRange)

  const extras = priceExtras({
    chosen: input.extras,
    locked: lockedExtras,
    childIds: input.childIds,
    sessionsCovered: remaining.length,
  })
  const inputs = await gatherQuoteInputs({
    db,
    together: !lock,
    where: {
      vendorId: term.providerId,
      activityId: term.activityId,
      customerId,
      firstSessionAt: new Date(first.startsAt),
      timeZone: term.timeZone,
      now,
    },
    children: quoteChildren(
      kids,
      (kidId) => termPlace(term, sessions.length, remaining.length, trials, kidId),
      extras,
    ),
  })
  return { term, sessions, remaining, kids, extras, lockedExtras, inputs }
}

/** The base line of a child who takes the whole term, which alone may get an early bird. */
export const TERM_PRICE_LABEL = 'Term price'

/**
 * A child's place in the term: the whole term ("Term price"), or the sessions left's share
 * less a trial of the term the child took ("Late join: 6 of 10 sessions").
 */
export function termPlace(
  term: Pick<LockedTerm, 'priceCents'>,
  sessionCount: number,
  sessionsLeft: number,
  trials: Trial[],
  kidId: string,
) {
  const trialPaidCents = Number(trials.find((trial) => trial.childId === kidId)?.priceCents ?? 0)
  const termPriceCents = Number(term.priceCents)
  if (sessionsLeft === sessionCount && trialPaidCents === 0) {
    return { kind: 'term', label: TERM_PRICE_LABEL, amountCents: termPriceCents } as const
  }
  return {
    kind: 'late_join',
    label: `Late join: ${sessionsLeft} of ${sessionCount} sessions`,
    amountCents: restOfTermPrice({ termPriceCents, sessionsLeft, sessionCount, trialPaidCents }),
  } as const
}
