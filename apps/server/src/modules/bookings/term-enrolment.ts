import {
  DEFAULT_CHECKOUT_HOLD_MINUTES,
  type TermEnrolment,
  type TermEnrolmentRequest,
} from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import { AWAITS_DECISION, awaitsDecision } from '../run-decisions/index.ts'
import { ageRuleViolation } from './age-rule.ts'
import { extraFullDetail, extrasTotal, lockExtras, priceExtras } from './booking-extras.ts'
import { queueBookingConfirmation } from './booking-notices.ts'
import { NOT_TAKING_PAYMENTS } from './booking-service.ts'
import { fullProblem } from './full-problem.ts'
import { restOfTermPrice } from './rest-of-term.ts'
import { enrolmentAnswer } from './term-enrolment-answer.ts'
import {
  type LockedTerm,
  lockTerm,
  lockTermSessions,
  placeEnrolment,
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
 * Enrols the caller's children in every session of the term still to come, with the extras each
 * takes: one booking, one hold and later one checkout. The term's row is locked, then its
 * sessions, then the chosen extras, so of families racing for its last places (or an extra's)
 * exactly as many get them as fit. The price is the server's: for each child the sessions left's
 * share of the term price (the whole of it before the term starts), less a trial class of the
 * term the child took (`restOfTermPrice`), plus the child's extras. The age rule reads the
 * child's age on the term's first session. A free enrolment is confirmed at once.
 */
export async function enrolInTerm(options: {
  db: Database
  customerId: string
  termId: string
  input: TermEnrolmentRequest
  notices?: Notices
  /** How long a paid enrolment holds its places while the family pays. */
  holdMinutes?: number
  now?: Date
}): Promise<TermEnrolment> {
  const {
    db,
    customerId,
    termId,
    input,
    notices,
    holdMinutes = DEFAULT_CHECKOUT_HOLD_MINUTES,
    now = new Date(),
  } = options
  const placed = await db.transaction(async (tx) => {
    const term = await lockTerm(tx, { termId, customerId, childIds: input.childIds })
    if (!term?.bookable) throw notFound(TERM_UNAVAILABLE)
    if (term.cancelled) throw conflict(TERM_CALLED_OFF)
    const sessions = await lockTermSessions(tx, termId)
    const [first] = sessions
    if (!first || !sessions.some((s) => new Date(s.startsAt).getTime() > now.getTime())) {
      throw conflict(TERM_OVER)
    }
    assertJoiningOpen(term, new Date(first.startsAt), now)
    if (awaitsDecision({ ...term, firstStart: new Date(first.startsAt), now })) {
      throw conflict(AWAITS_DECISION)
    }

    const kids = fromJson(term.kids)
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

    const termPriceCents = Number(term.priceCents)
    const places = kids.map((kid) =>
      restOfTermPrice({
        termPriceCents,
        sessionsLeft: remaining.length,
        sessionCount: sessions.length,
        trialPaidCents: Number(trials.find((trial) => trial.childId === kid.id)?.priceCents ?? 0),
      }),
    )
    const lockedExtras = await lockExtras(tx, { termId, chosen: input.extras })
    const extras = priceExtras({
      chosen: input.extras,
      locked: lockedExtras,
      childIds: input.childIds,
      sessionsCovered: remaining.length,
    })
    const total = places.reduce((sum, cents) => sum + cents, 0) + extrasTotal(extras)
    const paid = total > 0
    if (paid && term.paymentAccountStatus !== 'connected') throw conflict(NOT_TAKING_PAYMENTS)
    const seats = term.seats === null ? null : Number(term.seats)
    const enrolment = await placeEnrolment(tx, {
      termId,
      activityId: term.activityId,
      customerId,
      sessions: remaining,
      seats,
      status: paid ? 'pending' : 'confirmed',
      holdExpiresAt: paid ? new Date(now.getTime() + holdMinutes * 60_000) : null,
      totalAmountCents: total,
      termPriceCents,
      termSessionCount: sessions.length,
      kids,
      extras,
      lockedExtras,
      now,
    })
    const alreadyIn = enrolment.alreadyIn && fromJson(enrolment.alreadyIn)
    if (alreadyIn) {
      throw conflict(
        alreadyIn.kind === 'term'
          ? `${alreadyIn.firstName} is already enrolled in this term.`
          : `${alreadyIn.firstName} already has a place in one of this term's sessions.`,
      )
    }
    if (enrolment.lineWaits) throw conflict(TERM_LINE_WAITS)
    if (enrolment.fullExtra) throw conflict(extraFullDetail(enrolment.fullExtra))
    if (!enrolment.bookingId)
      throw fullProblem({ seats: seats ?? 0, taken: Number(enrolment.mostTaken), of: 'term' })
    if (!enrolment.booking) throw new Error('the enrolment statement wrote no booking')
    if (notices && !paid) {
      await queueBookingConfirmation({ db: tx, bookingId: enrolment.bookingId, ...notices })
    }
    // The answer is built from what the statements returned: no read-back after commit.
    const booking = enrolmentAnswer({
      term,
      termId,
      sessions: remaining,
      termSessionCount: sessions.length,
      booking: enrolment.booking,
      kids,
      extras,
      now,
    })
    return { booking, sessionCount: sessions.length, sessionsCovered: remaining.length }
  })
  return placed
}
