import {
  type BookingQuote,
  DEFAULT_CHECKOUT_HOLD_MINUTES,
  paymentChoices,
  type TermEnrolment,
  type TermEnrolmentRequest,
} from '@afc/contracts'
import type { Database } from '../../db/client.ts'
import { fromJson } from '../../db/query-rows.ts'
import type { Notices } from '../../infra/mail/index.ts'
import { conflict } from '../../lib/http-problem.ts'
import { checkRegistration, recordRegistration } from '../registration/index.ts'
import { spendCreditOnBooking } from './booking-credit.ts'
import { extraFullDetail } from './booking-extras.ts'
import { queueBookingConfirmation } from './booking-notices.ts'
import {
  assertTakingPayments,
  CONFIRMED_AT_ONCE,
  draftQuote,
  previewQuote,
  settleQuote,
} from './booking-quote.ts'
import { fullProblem } from './full-problem.ts'
import { enrolmentAnswer } from './term-enrolment-answer.ts'
import { readTermEnrolment, TERM_LINE_WAITS } from './term-enrolment-inputs.ts'
import { placeEnrolment } from './term-enrolment-statements.ts'
import { termPlanOffer } from './term-plan.ts'

/**
 * Enrols the caller's children in every session of the term still to come, with the extras each
 * takes: one booking, one hold and later one checkout. The term's row is locked, then its
 * sessions, then the chosen extras, then a typed code, so of families racing for its last places
 * (or an extra's, or a code's last use) exactly as many get them as fit. The price is the
 * server's quote (ADR 43), read under those locks (`readTermEnrolment`); the age rule reads the
 * child's age on the term's first session. An enrolment with nothing to pay is confirmed at once.
 */
export async function enrolInTerm(options: {
  db: Database
  customerId: string
  termId: string
  input: TermEnrolmentRequest
  notices?: Notices
  /** How long a paid enrolment holds its places while the family pays. */
  holdMinutes?: number
  /** Where the request came from, recorded with a waiver signed. */
  ipAddress?: string
  now?: Date
}): Promise<TermEnrolment> {
  const {
    db,
    customerId,
    termId,
    input,
    notices,
    holdMinutes = DEFAULT_CHECKOUT_HOLD_MINUTES,
    ipAddress = '',
    now = new Date(),
  } = options
  const placed = await db.transaction(async (tx) => {
    const read = await readTermEnrolment({ db: tx, customerId, termId, input, now, lock: true })
    const { term, sessions, remaining, kids, extras, lockedExtras, inputs } = read
    const registration = await checkRegistration({
      db: tx,
      activityId: term.activityId,
      customerId,
      kids,
      input: input.registration,
    })
    const draft = draftQuote(inputs)
    // A code may yet take the price to nothing: the account is checked once it is applied.
    if (!input.code) assertTakingPayments(draft.totalCents, term.paymentAccountStatus)
    const paid = draft.totalCents > 0
    const seats = term.seats === null ? null : Number(term.seats)
    const enrolment = await placeEnrolment(tx, {
      termId,
      activityId: term.activityId,
      customerId,
      sessions: remaining,
      seats,
      status: paid ? 'pending' : 'confirmed',
      holdExpiresAt: paid ? new Date(now.getTime() + holdMinutes * 60_000) : null,
      totalAmountCents: draft.totalCents,
      termPriceCents: Number(term.priceCents),
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
    await recordRegistration({
      db: tx,
      bookingId: enrolment.bookingId,
      customerId,
      ipAddress,
      registration,
    })
    const { quote, confirmedNow } = await settleQuote({
      tx,
      bookingId: enrolment.bookingId,
      inputs,
      draft,
      typed: input.code,
      kids,
      account: term.paymentAccountStatus,
    })
    const credit = await spendCreditOnBooking({
      tx,
      bookingId: enrolment.bookingId,
      customerId,
      vendorId: inputs.where.vendorId,
      dueCents: quote.totalCents,
      now,
    })
    if (notices && (quote.totalCents === 0 || credit.confirmedNow)) {
      await queueBookingConfirmation({ db: tx, bookingId: enrolment.bookingId, ...notices })
    }
    const written = fromJson(enrolment.booking)
    // The answer is built from what the statements returned: no read-back after commit.
    const booking = enrolmentAnswer({
      term,
      termId,
      sessions: remaining,
      termSessionCount: sessions.length,
      booking: {
        ...written,
        totalAmountCents: quote.totalCents,
        ...(confirmedNow || credit.confirmedNow ? CONFIRMED_AT_ONCE : {}),
      },
      kids,
      lines: quote.lines,
      extras,
      now,
    })
    return { booking, sessionCount: sessions.length, sessionsCovered: remaining.length }
  })
  return placed
}

/**
 * What enrolling in the term would cost now, line by line (POST /api/terms/{id}/enrolments/quote):
 * read and checked as the enrolment is, with nothing locked or written. A code that cannot be used
 * is left out and `codeRefusal` says why.
 */
export async function quoteEnrolment(options: {
  db: Database
  customerId: string
  termId: string
  input: TermEnrolmentRequest
  /** Plans are offered only when the start is at least this many days away. */
  planMinDaysAhead?: number
  now?: Date
}): Promise<BookingQuote> {
  const { db, customerId, termId, input, planMinDaysAhead, now = new Date() } = options
  const read = await readTermEnrolment({ db, customerId, termId, input, now, lock: false })
  const [quote, offer] = await Promise.all([
    previewQuote({ db, inputs: read.inputs, typed: input.code, kids: read.kids }),
    termPlanOffer(db, termId),
  ])
  const startsAt = read.inputs.where.firstSessionAt
  const choices = paymentChoices({
    plan: offer?.plan ?? null,
    // What the card pays is split: the credit spent comes off first, as at checkout.
    totalCents: quote.cardCents ?? quote.totalCents,
    startsAt,
    now,
    ...(planMinDaysAhead === undefined ? {} : { minDaysAhead: planMinDaysAhead }),
  })
  return { ...quote, paymentChoices: choices }
}
