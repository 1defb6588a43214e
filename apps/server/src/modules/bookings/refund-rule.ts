import {
  type BookingKind,
  type CancellationQuote,
  type ExtraPriceUnit,
  FREE_CANCELLATION_HOURS,
  shareOfCents,
  type WithdrawalRule,
} from '@afc/contracts'

const HOUR = 3_600_000

/** What a booking paid for, as the refund rule reads it. */
export type RefundFacts = {
  kind: BookingKind
  /** The term's rule, for an enrolment. */
  withdrawal: WithdrawalRule | null
  quantity: number
  /** An enrolment's term price for each child and the term's sessions when it was made. */
  termPriceCents: number | null
  termSessionCount: number | null
  /** Paid and not yet refunded: no refund is ever more. */
  refundableCents: number
  /** The sessions it covers, cancelled ones included. */
  sessions: { startsAt: Date | string; isCancelled: boolean }[]
  /** One row per child and extra taken. */
  extras: { unitPriceCents: number; pricePer: ExtraPriceUnit }[]
  /**
   * What its price lines list before discounts (places and extras) and what they come to: a
   * share of sessions is of the discounted price, so a discount is given back in proportion.
   */
  lines: { listCents: number; priceCents: number }
}

/** The booking's lines as the refund rule reads them: before discounts, and after. */
export function linesFacts(lines: { kind: string; amountCents: number }[]): RefundFacts['lines'] {
  const listed = lines.filter((line) => line.kind === 'base' || line.kind === 'extra')
  const sum = (some: typeof lines) => some.reduce((total, line) => total + line.amountCents, 0)
  return { listCents: sum(listed), priceCents: sum(lines) }
}

/**
 * What a family gets back for cancelling at `now`. Up to 48 hours before the first session it
 * covers: everything paid. Later, a single booking, drop-in or trial cannot be cancelled; an
 * enrolment may be withdrawn from: under the pro rata rule it refunds the sessions that start more
 * than 48 hours ahead (each child's share of the term price and the per-session extras for them),
 * under "no refund after start" nothing.
 */
export function familyRefund(facts: RefundFacts, now: Date): CancellationQuote {
  const held = facts.sessions.filter((session) => !session.isCancelled)
  const starts = held.map((session) => new Date(session.startsAt).getTime())
  const first = Math.min(...starts)
  const cutoff = now.getTime() + FREE_CANCELLATION_HOURS * HOUR
  if (first >= cutoff) {
    return { refundCents: facts.refundableCents, rule: 'full', sessionsRefunded: null }
  }
  if (facts.kind !== 'term') return { refundCents: 0, rule: 'none', sessionsRefunded: null }
  if (facts.withdrawal !== 'pro_rata') {
    return { refundCents: 0, rule: 'no_refund_after_start', sessionsRefunded: 0 }
  }
  const sessionsRefunded = starts.filter((start) => start > cutoff).length
  return {
    refundCents: Math.min(facts.refundableCents, sessionsShare(facts, sessionsRefunded)),
    rule: 'pro_rata',
    sessionsRefunded,
  }
}

/**
 * The part of an enrolment's price that `sessions` of its term account for: each child's share of
 * the term price (half a cent up, as a late join is priced) and the per-session extras taken for
 * them, lowered in proportion when its lines were discounted (ADR 43). Not capped by what is left
 * to refund.
 */
export function sessionsShare(
  facts: Pick<RefundFacts, 'quantity' | 'termPriceCents' | 'termSessionCount' | 'extras' | 'lines'>,
  sessions: number,
): number {
  if (sessions <= 0) return 0
  const term =
    facts.termPriceCents === null || facts.termSessionCount === null
      ? 0
      : shareOfCents({
          cents: facts.termPriceCents,
          part: Math.min(sessions, facts.termSessionCount),
          whole: facts.termSessionCount,
        }) * facts.quantity
  const extras = facts.extras
    .filter((extra) => extra.pricePer === 'session')
    .reduce((sum, extra) => sum + extra.unitPriceCents * sessions, 0)
  const { listCents, priceCents } = facts.lines
  if (listCents <= 0 || priceCents >= listCents) return term + extras
  return shareOfCents({ cents: term + extras, part: Math.max(0, priceCents), whole: listCents })
}
