import {
  type Booking,
  type ExtraPriceUnit,
  FREE_CANCELLATION_HOURS,
  type PriceLine,
  type WithdrawalRule,
} from '@afc/contracts'
import { fromJson } from '../../db/query-rows.ts'
import { type CreditRow, creditAnswer } from './credit-answer.ts'
import { type PlanRow, planAnswer } from './plan-answer.ts'
import { readPriceLines } from './price-lines.ts'
import { familyRefund, linesFacts } from './refund-rule.ts'
import { restOfTermPrice } from './rest-of-term.ts'

type CoveredSessionRow = {
  id: string
  startsAt: string
  endsAt: string
  isCancelled: boolean
  makesUpFor: string | null
}
type ExtraRow = Booking['extras'][number] & { unitPriceCents: number; pricePer: ExtraPriceUnit }
/** A trial's term while its child may still join it, as the statement finds it. */
type RestOfTermRow = {
  termId: string
  termName: string
  childId: string
  childFirstName: string
  sessionsLeft: number
  sessionCount: number
  termPriceCents: number
}

/** What `run_decisions` recorded of a cancellation for too few places. */
type RunCancelledRow = { minPlaces: number; confirmedPlaces: number; decidedAt: string }

export type BookingRow = {
  /** A hold whose time has passed, before the tidy-up job has marked it. */
  lapsed: boolean
  id: string
  kind: Booking['kind']
  termId: string | null
  termName: string | null
  isCamp: boolean | null
  withdrawal: WithdrawalRule | null
  termPriceCents: number | null
  termSessionCount: number | null
  status: Booking['status']
  quantity: number
  totalAmountCents: number
  paymentStatus: Booking['paymentStatus']
  paidAmountCents: number
  refundedAmountCents: number
  holdExpiresAt: Date | string | null
  createdAt: Date | string
  activityId: string
  activityTitle: string
  thumbnailUrl: string | null
  providerId: string
  businessName: string
  sessionId: string
  startsAt: Date | string
  endsAt: Date | string
  timeZone: string
  locationName: string | null
  address: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  participants: Booking['participants'] | string
  /** The current lines of its price, by position. */
  priceLines: PriceLine[] | string
  sessions: CoveredSessionRow[] | string
  extras: ExtraRow[] | string
  restOfTerm: RestOfTermRow | string | null
  /** The record of its term's or session's cancellation for too few places, if that ended it. */
  runCancelled: RunCancelledRow | string | null
  announcements: Booking['announcements'] | string
  rating: number | null
  comment: string | null
  replyText: string | null
  repliedAt: Date | string | null
} & CreditRow &
  PlanRow

const iso = (value: Date | string) => new Date(value).toISOString()

/** What a booking just written has not got yet: a lapse, messages, a review. */
export const NOTHING_SINCE_BOOKED: Pick<
  BookingRow,
  'lapsed' | 'announcements' | 'rating' | 'comment' | 'replyText' | 'repliedAt' | 'runCancelled'
> = {
  lapsed: false,
  runCancelled: null,
  announcements: [],
  rating: null,
  comment: null,
  replyText: null,
  repliedAt: null,
}

/**
 * Whether the family may cancel now: a live hold always; a confirmed place while a full refund is
 * due, and an enrolment (a withdrawal) while it covers a session more than 48 hours away.
 */
function cancellable(row: BookingRow, sessions: CoveredSessionRow[], now: Date): boolean {
  if (row.status === 'pending') return !row.lapsed
  if (row.status !== 'confirmed') return false
  const window = now.getTime() + FREE_CANCELLATION_HOURS * 3_600_000
  if (row.kind === 'term') {
    return sessions.some(
      (session) => !session.isCancelled && new Date(session.startsAt).getTime() > window,
    )
  }
  return new Date(row.startsAt).getTime() >= window
}

/**
 * One booking as the family sees it, from a row of `selectCustomerBookings` or a new booking's.
 * A booking cancelled for too few places gets its alternatives from `withAlternatives`.
 */
export function bookingFromRow(row: BookingRow, now: Date): Booking {
  const runCancelled = row.runCancelled && fromJson(row.runCancelled)
  const sessions = fromJson(row.sessions)
  const extras = fromJson(row.extras)
  const restOfTerm = row.restOfTerm && fromJson(row.restOfTerm)
  const canCancel = cancellable(row, sessions, now)
  return {
    id: row.id,
    kind: row.kind,
    term:
      row.termId && row.termName
        ? { id: row.termId, name: row.termName, isCamp: Boolean(row.isCamp) }
        : null,
    status: row.lapsed ? 'expired' : row.status,
    quantity: Number(row.quantity),
    totalAmountCents: Number(row.totalAmountCents),
    paymentStatus: row.lapsed ? 'none' : row.paymentStatus,
    paidAmountCents: Number(row.paidAmountCents),
    refundedAmountCents: Number(row.refundedAmountCents),
    holdExpiresAt:
      row.status === 'pending' && !row.lapsed && row.holdExpiresAt ? iso(row.holdExpiresAt) : null,
    createdAt: iso(row.createdAt),
    activity: { id: row.activityId, title: row.activityTitle, thumbnailUrl: row.thumbnailUrl },
    provider: { id: row.providerId, businessName: row.businessName },
    session: {
      id: row.sessionId,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      timeZone: row.timeZone,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      startsAt: iso(session.startsAt),
      endsAt: iso(session.endsAt),
      isCancelled: session.isCancelled,
      makesUpFor: session.makesUpFor === null ? null : iso(session.makesUpFor),
    })),
    extras: extras.map(({ name, firstName, pricePer, amountCents }) => ({
      name,
      firstName,
      pricePer,
      amountCents: Number(amountCents),
    })),
    cancellation: canCancel
      ? familyRefund(
          {
            kind: row.kind,
            withdrawal: row.withdrawal,
            quantity: Number(row.quantity),
            termPriceCents: row.termPriceCents === null ? null : Number(row.termPriceCents),
            termSessionCount: row.termSessionCount === null ? null : Number(row.termSessionCount),
            refundableCents: Number(row.paidAmountCents) - Number(row.refundedAmountCents),
            sessions,
            extras: extras.map((extra) => ({
              unitPriceCents: Number(extra.unitPriceCents),
              pricePer: extra.pricePer,
            })),
            lines: linesFacts(readPriceLines(row.priceLines)),
          },
          now,
        )
      : null,
    restOfTerm:
      restOfTerm && restOfTerm.sessionsLeft > 0
        ? {
            termId: restOfTerm.termId,
            termName: restOfTerm.termName,
            childId: restOfTerm.childId,
            childFirstName: restOfTerm.childFirstName,
            sessionsLeft: Number(restOfTerm.sessionsLeft),
            sessionCount: Number(restOfTerm.sessionCount),
            priceCents: restOfTermPrice({
              termPriceCents: Number(restOfTerm.termPriceCents),
              sessionsLeft: Number(restOfTerm.sessionsLeft),
              sessionCount: Number(restOfTerm.sessionCount),
              trialPaidCents: Number(row.totalAmountCents) / Number(row.quantity),
            }),
          }
        : null,
    // A family that booked may know the street address; the public page stops at the city and ZIP.
    location:
      row.locationName && row.address && row.city && row.state && row.zipcode
        ? {
            name: row.locationName,
            address: row.address,
            city: row.city,
            state: row.state,
            zipcode: row.zipcode,
          }
        : null,
    participants: fromJson(row.participants),
    priceLines: readPriceLines(row.priceLines),
    ...creditAnswer(row),
    plan: planAnswer(row, row.lapsed ? 'expired' : row.status, now),
    announcements: fromJson(row.announcements).map((announcement) => ({
      ...announcement,
      createdAt: iso(announcement.createdAt),
    })),
    runCancelled: runCancelled
      ? {
          minPlaces: Number(runCancelled.minPlaces),
          confirmedPlaces: Number(runCancelled.confirmedPlaces),
          decidedAt: iso(runCancelled.decidedAt),
          alternatives: [],
        }
      : null,
    canCancel,
    canReview:
      row.status === 'confirmed' &&
      new Date(row.endsAt).getTime() <= now.getTime() &&
      row.rating === null,
    review:
      row.rating === null
        ? null
        : {
            rating: Number(row.rating),
            comment: row.comment,
            reply:
              row.replyText === null || row.repliedAt === null
                ? null
                : { text: row.replyText, repliedAt: iso(row.repliedAt) },
          },
  }
}
