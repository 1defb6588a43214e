import type { BookingRequest } from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import type { BaseKind } from '../pricing/index.ts'
import {
  AWAITS_DECISION,
  SESSION_AWAITS_DECISION,
  waitsForDecision,
} from '../run-decisions/index.ts'
import { ageRuleViolation } from './age-rule.ts'
import { lockExtras, NO_TRIAL_EXTRAS, priceExtras } from './booking-extras.ts'
import { gatherQuoteInputs, inChosenOrder, quoteChildren } from './booking-quote.ts'
import { type LockedSession, lockSession } from './booking-statements.ts'

export const SESSION_UNAVAILABLE = 'This session is not available for booking.'
export const TERM_SESSION_ALONE =
  'This session belongs to a term: enrol in the term, or drop in or try a class where the provider offers them.'
export const NO_DROP_INS =
  'This term does not sell single sessions as drop-ins: enrol in the term instead.'
export const NO_TRIALS = 'This term does not offer a trial class.'
export const NOT_A_TERM_SESSION =
  'Drop-ins and trial classes are for sessions of a term; this session is booked on its own.'

const BASE_LABELS = { session: 'Session', drop_in: 'Drop-in', trial: 'Trial class' } as const

/**
 * What one place costs, decided by the server: the activity's price for a session on its own;
 * for a session of a term, the term's drop-in or trial price, refused where the term sells none.
 */
function placeOf(
  session: LockedSession,
  kind: BookingRequest['kind'],
): { kind: BaseKind; label: string; amountCents: number } {
  if (session.termId === null) {
    if (kind) throw unprocessable(NOT_A_TERM_SESSION)
    return { kind: 'session', label: BASE_LABELS.session, amountCents: Number(session.priceCents) }
  }
  if (!kind) throw conflict(TERM_SESSION_ALONE)
  const price = kind === 'drop_in' ? session.dropInPriceCents : session.trialPriceCents
  if (price === null) throw conflict(kind === 'drop_in' ? NO_DROP_INS : NO_TRIALS)
  return { kind, label: BASE_LABELS[kind], amountCents: Number(price) }
}

/**
 * One session's booking as asked, read and checked: the session (locked for a booking, read
 * alone for a quote preview), its rules for who may book now, the children, the extras priced,
 * and then what the quote reads. Every refusal is the booking's own. A booking made before with
 * the same Idempotency-Key comes back as `earlier`, before any check.
 */
export async function readSessionBooking(options: {
  db: Database
  customerId: string
  input: BookingRequest
  idempotencyKey?: string | undefined
  now: Date
  lock: boolean
}) {
  const { db, customerId, input, idempotencyKey, now, lock } = options
  const chosenExtras = input.extras ?? []
  if (input.kind === 'trial' && chosenExtras.length > 0) throw unprocessable(NO_TRIAL_EXTRAS)
  // Lock first, count after: under READ COMMITTED a statement that waited for the lock still
  // reads with the snapshot it started with, so a count in the locking statement would be stale.
  const session = await lockSession(db, {
    sessionId: input.sessionId,
    customerId,
    childIds: input.childIds,
    idempotencyKey,
    lock,
  })
  const earlier = session?.existing && fromJson(session.existing)
  if (earlier) return { earlier } as const
  if (!session?.bookable) throw notFound(SESSION_UNAVAILABLE)
  if (session.isCancelled) throw conflict('This session has been cancelled by the provider.')
  if (new Date(session.startsAt).getTime() <= now.getTime()) {
    throw conflict('This session has already started, so it can no longer be booked.')
  }
  // Read under the session's lock, as the decision takes it: no booking slips in meanwhile.
  if (waitsForDecision({ ...session, firstStart: session.startsAt }, now)) {
    throw conflict(SESSION_AWAITS_DECISION)
  }
  const termRun = session.termRun && fromJson(session.termRun)
  if (termRun && waitsForDecision(termRun, now)) throw conflict(AWAITS_DECISION)
  const place = placeOf(session, input.kind)
  const kids = inChosenOrder(input.childIds, fromJson(session.kids))
  if (kids.length !== input.childIds.length) throw notFound('Child not found')
  const outOfRange = ageRuleViolation({
    children: kids,
    minAge: session.minAge,
    maxAge: session.maxAge,
    startsAt: new Date(session.startsAt),
    timeZone: session.timeZone,
    now,
  })
  if (outOfRange) throw unprocessable(outOfRange)
  const lockedExtras = await lockExtras(db, {
    termId: session.termId,
    chosen: chosenExtras,
    lock,
  })
  const extras = priceExtras({
    chosen: chosenExtras,
    locked: lockedExtras,
    childIds: input.childIds,
    sessionsCovered: 1,
  })
  const inputs = await gatherQuoteInputs({
    db,
    together: !lock,
    where: {
      vendorId: session.providerId,
      activityId: session.activityId,
      customerId,
      firstSessionAt: new Date(session.startsAt),
      timeZone: session.timeZone,
      now,
    },
    children: quoteChildren(kids, () => place, extras),
  })
  return { earlier: null, session, kids, extras, lockedExtras, inputs } as const
}
