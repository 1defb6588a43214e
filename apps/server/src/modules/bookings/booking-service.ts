import {
  type Booking,
  type BookingQuote,
  type BookingRequest,
  DEFAULT_CHECKOUT_HOLD_MINUTES,
  paymentChoices,
} from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { checkRegistration, recordRegistration } from '../registration/index.ts'
import { bookingFromRow, NOTHING_SINCE_BOOKED } from './booking-answer.ts'
import { creditUses, spendCreditOnBooking } from './booking-credit.ts'
import { extraFullDetail, extrasAnswer } from './booking-extras.ts'
import { queueBookingConfirmation } from './booking-notices.ts'
import {
  assertTakingPayments,
  CONFIRMED_AT_ONCE,
  draftQuote,
  previewQuote,
  settleQuote,
} from './booking-quote.ts'
import { findByKey, fingerprint, replay } from './booking-replay.ts'
import { placeBooking } from './booking-statements.ts'
import { fullProblem } from './full-problem.ts'
import { publicLines } from './price-lines.ts'
import { readSessionBooking } from './session-booking-inputs.ts'
import { bookingPlanOffer } from './term-plan.ts'

export const LINE_WAITS =
  'This session is full: families are waiting for its places, which are offered to them in turn. Join the waiting list to be offered one.'

const triedBefore = (firstName: string) =>
  `${firstName} has already had a trial class of this activity; a trial is once per child.`

export type CreatedBooking = { booking: Booking; replayed: boolean }

type TransactionOutcome =
  | { kind: 'created'; booking: Booking }
  | { kind: 'replay'; existing: { id: string; requestHash: string | null } }

/**
 * Books places for the caller's children in one transaction that locks the session row, so
 * concurrent requests for one session are served one at a time and capacity can never be
 * exceeded. The price is the quote's (ADR 43), read under that lock, with a typed code claimed
 * once the booking's row exists (a refused code refuses the booking), and its lines are stored
 * with it. A booking with nothing to pay is confirmed at once, its mails queued by the same
 * transaction; one to pay for holds its places for `holdMinutes` while the family pays. A retry
 * with the same Idempotency-Key (and the same code) gets the first booking back instead of a
 * second one.
 */
export async function createBooking(options: {
  db: Database
  customerId: string
  input: BookingRequest
  idempotencyKey?: string | undefined
  notices?: Notices
  /** How long a paid booking holds its places while the family pays. */
  holdMinutes?: number
  /** Where the request came from, recorded with a waiver signed. */
  ipAddress?: string
  now?: Date
}): Promise<CreatedBooking> {
  const {
    db,
    customerId,
    input,
    idempotencyKey,
    notices,
    holdMinutes = DEFAULT_CHECKOUT_HOLD_MINUTES,
    ipAddress = '',
    now = new Date(),
  } = options
  const hash = fingerprint(input)
  try {
    const outcome = await db.transaction(async (tx): Promise<TransactionOutcome> => {
      const read = await readSessionBooking({
        db: tx,
        customerId,
        input,
        idempotencyKey,
        now,
        lock: true,
      })
      if (read.earlier) return { kind: 'replay', existing: read.earlier }
      const { session, kids, extras, lockedExtras, inputs } = read
      const registration = await checkRegistration({
        db: tx,
        activityId: session.activityId,
        customerId,
        kids,
        input: input.registration,
      })
      const draft = draftQuote(inputs)
      // A code may yet take the price to nothing: the account is checked once it is applied.
      if (!input.code) assertTakingPayments(draft.totalCents, session.paymentAccountStatus)

      // A paid place is held while the family pays; a free one is confirmed at once.
      const paid = draft.totalCents > 0
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
        totalAmountCents: draft.totalCents,
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
      const written = placed.booking && fromJson(placed.booking)
      if (!written)
        throw fullProblem({ seats: capacity ?? 0, taken: Number(placed.taken), of: 'session' })
      const { quote, confirmedNow } = await settleQuote({
        tx,
        bookingId: written.id,
        inputs,
        draft,
        typed: input.code,
        kids,
        account: session.paymentAccountStatus,
      })
      await recordRegistration({
        db: tx,
        bookingId: written.id,
        customerId,
        ipAddress,
        registration,
      })
      const credit = await spendCreditOnBooking({
        tx,
        bookingId: written.id,
        customerId,
        vendorId: inputs.where.vendorId,
        dueCents: quote.totalCents,
        now,
      })
      const booking = {
        ...written,
        totalAmountCents: quote.totalCents,
        ...(confirmedNow || credit.confirmedNow ? CONFIRMED_AT_ONCE : {}),
      }
      if (notices && (quote.totalCents === 0 || credit.confirmedNow)) {
        await queueBookingConfirmation({ db: tx, bookingId: booking.id, ...notices })
      }
      // The answer is built from what the two statements returned: no read-back after commit.
      const answer = bookingFromRow(
        {
          ...session,
          ...booking,
          priceLines: [],
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
      return {
        kind: 'created',
        booking: {
          ...answer,
          priceLines: publicLines(quote.lines, kids),
          creditUses: creditUses(credit.spent, session.businessName),
        },
      }
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

/**
 * What booking a session would cost now, line by line (POST /api/bookings/quote): read and checked
 * as the booking is, with nothing locked or written. A code that cannot be used is left out and
 * `codeRefusal` says why. A session booked on its own or a drop-in may be paid by the activity's
 * plan: the choices give every date and amount of it beside paying in full.
 */
export async function quoteBooking(options: {
  db: Database
  customerId: string
  input: BookingRequest
  /** Plans are offered only when the start is at least this many days away. */
  planMinDaysAhead?: number
  now?: Date
}): Promise<BookingQuote> {
  const { db, customerId, input, planMinDaysAhead, now = new Date() } = options
  const read = await readSessionBooking({ db, customerId, input, now, lock: false })
  if (read.earlier) throw new Error('a preview reads no earlier booking')
  const quote = await previewQuote({ db, inputs: read.inputs, typed: input.code, kids: read.kids })
  const { session } = read
  const offer = await bookingPlanOffer(db, {
    kind: input.kind ?? 'single',
    termId: session.termId,
    activityId: session.activityId,
  })
  const choices = paymentChoices({
    plan: offer?.plan ?? null,
    // What the card pays is split: the credit spent comes off first, as at checkout.
    totalCents: quote.cardCents ?? quote.totalCents,
    startsAt: new Date(session.startsAt),
    now,
    ...(planMinDaysAhead === undefined ? {} : { minDaysAhead: planMinDaysAhead }),
  })
  return { ...quote, paymentChoices: choices }
}
