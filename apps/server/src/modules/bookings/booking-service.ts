import { createHash } from 'node:crypto'
import { type Booking, type BookingRequest, DEFAULT_CHECKOUT_HOLD_MINUTES } from '@afc/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import { bookings } from '../../db/schema/index.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import {
  AWAITS_DECISION,
  SESSION_AWAITS_DECISION,
  waitsForDecision,
} from '../run-decisions/index.ts'
import { ageRuleViolation } from './age-rule.ts'
import { bookingFromRow, NOTHING_SINCE_BOOKED } from './booking-answer.ts'
import {
  extraFullDetail,
  extrasAnswer,
  extrasTotal,
  lockExtras,
  NO_TRIAL_EXTRAS,
  priceExtras,
} from './booking-extras.ts'
import { queueBookingConfirmation } from './booking-notices.ts'
import { selectCustomerBookings } from './booking-queries.ts'
import { type LockedSession, lockSession, placeBooking } from './booking-statements.ts'
import { fullProblem } from './full-problem.ts'

export const SESSION_UNAVAILABLE = 'This session is not available for booking.'
export const IDEMPOTENCY_MISMATCH =
  'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.'

export const NOT_TAKING_PAYMENTS =
  'This provider is not taking card payments yet, so this activity cannot be booked online. Please try again later.'

export const LINE_WAITS =
  'This session is full: families are waiting for its places, which are offered to them in turn. Join the waiting list to be offered one.'

export const TERM_SESSION_ALONE =
  'This session belongs to a term: enrol in the term, or drop in or try a class where the provider offers them.'
export const NO_DROP_INS =
  'This term does not sell single sessions as drop-ins: enrol in the term instead.'
export const NO_TRIALS = 'This term does not offer a trial class.'
export const NOT_A_TERM_SESSION =
  'Drop-ins and trial classes are for sessions of a term; this session is booked on its own.'
const triedBefore = (firstName: string) =>
  `${firstName} has already had a trial class of this activity; a trial is once per child.`

/**
 * What one place costs, decided by the server: the activity's price for a session on its own;
 * for a session of a term, the term's drop-in or trial price, refused where the term sells none.
 */
function priceOf(session: LockedSession, kind: BookingRequest['kind']): number {
  if (session.termId === null) {
    if (kind) throw unprocessable(NOT_A_TERM_SESSION)
    return Number(session.priceCents)
  }
  if (!kind) throw conflict(TERM_SESSION_ALONE)
  const price = kind === 'drop_in' ? session.dropInPriceCents : session.trialPriceCents
  if (price === null) throw conflict(kind === 'drop_in' ? NO_DROP_INS : NO_TRIALS)
  return Number(price)
}

export type CreatedBooking = { booking: Booking; replayed: boolean }

type TransactionOutcome =
  | { kind: 'created'; booking: Booking }
  | { kind: 'replay'; existing: { id: string; requestHash: string | null } }

const fingerprint = (input: BookingRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        sessionId: input.sessionId,
        childIds: [...input.childIds].sort(),
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.extras?.length
          ? { extras: input.extras.map((e) => `${e.childId}:${e.extraId}`).sort() }
          : {}),
      }),
    )
    .digest('base64url')

async function findByKey(db: Database, customerId: string, key: string) {
  const [row] = await db
    .select({ id: bookings.id, requestHash: bookings.requestHash })
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)))
  return row
}

async function replay(
  db: Database,
  customerId: string,
  existing: { id: string; requestHash: string | null },
  hash: string,
) {
  if (existing.requestHash !== hash) throw unprocessable(IDEMPOTENCY_MISMATCH)
  const [booking] = await selectCustomerBookings({
    db,
    customerId,
    where: sql`b.id = ${existing.id}`,
  })
  if (!booking) throw notFound('Booking not found')
  return { booking, replayed: true }
}

/**
 * Books places for the caller's children in one transaction that locks the session row, so
 * concurrent requests for one session are served one at a time and capacity can never be
 * exceeded. A free activity is confirmed at once, its mails queued by the same transaction; a
 * paid one holds its places for `holdMinutes` while the family pays. A retry with the same
 * Idempotency-Key gets the first booking back instead of a second one.
 */
export async function createBooking(options: {
  db: Database
  customerId: string
  input: BookingRequest
  idempotencyKey?: string | undefined
  notices?: Notices
  /** How long a paid booking holds its places while the family pays. */
  holdMinutes?: number
  now?: Date
}): Promise<CreatedBooking> {
  const {
    db,
    customerId,
    input,
    idempotencyKey,
    notices,
    holdMinutes = DEFAULT_CHECKOUT_HOLD_MINUTES,
    now = new Date(),
  } = options
  const hash = fingerprint(input)
  const chosenExtras = input.extras ?? []
  if (input.kind === 'trial' && chosenExtras.length > 0) throw unprocessable(NO_TRIAL_EXTRAS)
  try {
    const outcome = await db.transaction(async (tx): Promise<TransactionOutcome> => {
      // Lock first, count after: under READ COMMITTED a statement that waited for the lock still
      // reads with the snapshot it started with, so a count in the locking statement would be stale.
      const session = await lockSession(tx, {
        sessionId: input.sessionId,
        customerId,
        childIds: input.childIds,
        idempotencyKey,
      })
      const earlier = session?.existing && fromJson(session.existing)
      if (earlier) return { kind: 'replay', existing: earlier }
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
      const price = priceOf(session, input.kind)
      const kids = fromJson(session.kids)
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
      const lockedExtras = await lockExtras(tx, { termId: session.termId, chosen: chosenExtras })
      const extras = priceExtras({
        chosen: chosenExtras,
        locked: lockedExtras,
        childIds: input.childIds,
        sessionsCovered: 1,
      })
      const total = price * kids.length + extrasTotal(extras)

      // A paid place is held while the family pays; a free one is confirmed at once.
      const paid = total > 0
      if (paid && session.paymentAccountStatus !== 'connected') throw conflict(NOT_TAKING_PAYMENTS)
      const capacity = session.capacity === null ? null : Number(session.capacity)
      const placed = await placeBooking(tx, {
        activityId: session.activityId,
        sessionId: input.sessionId,
        customerId,
        kind: input.kind ?? 'single',
        termId: session.termId,
        capacity,
        status: paid ? 'pending' : 'confirmed',
        holdExpiresAt: paid ? new Date(now.getTime() + holdMinutes * 60_000) : null,
        totalAmountCents: total,
        idempotencyKey,
        requestHash: hash,
        kids,
        extras,
        lockedExtras,
        now,
      })
      const existing = placed.existing && fromJson(placed.existing)
      if (existing) return { kind: 'replay', existing }
      const alreadyBooked = placed.alreadyBooked && fromJson(placed.alreadyBooked)
      if (alreadyBooked) {
        throw conflict(
          alreadyBooked.status === 'pending'
            ? `${alreadyBooked.firstName} already has a place held in this session: complete the payment from My Bookings.`
            : `${alreadyBooked.firstName} is already booked into this session.`,
        )
      }
      if (placed.triedBefore) throw conflict(triedBefore(placed.triedBefore))
      if (placed.lineWaits) throw conflict(LINE_WAITS)
      if (placed.fullExtra) throw conflict(extraFullDetail(placed.fullExtra))
      const booking = placed.booking && fromJson(placed.booking)
      if (!booking)
        throw fullProblem({ seats: capacity ?? 0, taken: Number(placed.taken), of: 'session' })
      if (notices && !paid) {
        await queueBookingConfirmation({ db: tx, bookingId: booking.id, ...notices })
      }
      // The answer is built from what the two statements returned: no read-back after commit.
      const answer = bookingFromRow(
        {
          ...session,
          ...booking,
          kind: input.kind ?? 'single',
          withdrawal: null,
          termPriceCents: null,
          termSessionCount: null,
          sessionId: input.sessionId,
          sessions: [
            {
              id: input.sessionId,
              startsAt: new Date(session.startsAt).toISOString(),
              endsAt: new Date(session.endsAt).toISOString(),
              isCancelled: false,
              makesUpFor: null,
            },
          ],
          extras: extrasAnswer(extras, kids),
          // My Bookings offers a trial's way into its term; the answer to the booking does not.
          restOfTerm: null,
          ...NOTHING_SINCE_BOOKED,
        },
        now,
      )
      return { kind: 'created', booking: answer }
    })
    if (outcome.kind === 'replay') return replay(db, customerId, outcome.existing, hash)
    return { booking: outcome.booking, replayed: false }
  } catch (error) {
    // The same key used at once for two different sessions: the unique index let one through.
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (idempotencyKey && code === '23505') {
      const existing = await findByKey(db, customerId, idempotencyKey)
      if (existing) return replay(db, customerId, existing, hash)
    }
    throw error
  }
}
