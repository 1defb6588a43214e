// @one-database: the refund rule is arithmetic on what a booking paid for, with no database.
import { describe, expect, it } from 'vitest'
import { familyRefund, type RefundFacts, sessionsShare } from './refund-rule.ts'

const HOUR = 3_600_000
const NOW = new Date('2027-03-01T12:00:00Z')
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString()

/** Ten weekly sessions, the first `firstIn` hours from now, for $100.05 a child. */
function enrolment(firstIn: number, changes: Partial<RefundFacts> = {}): RefundFacts {
  return {
    kind: 'term',
    withdrawal: 'pro_rata',
    quantity: 1,
    termPriceCents: 10_005,
    termSessionCount: 10,
    refundableCents: 10_005,
    sessions: Array.from({ length: 10 }, (_, week) => ({
      startsAt: at(firstIn + week * 7 * 24),
      isCancelled: false,
    })),
    extras: [],
    lines: { listCents: 10_005, priceCents: 10_005 },
    ...changes,
  }
}

describe('what a family gets back for cancelling', () => {
  it('refunds everything left to refund 48 hours or more before the first session', () => {
    expect(familyRefund(enrolment(48), NOW)).toEqual({
      refundCents: 10_005,
      rule: 'full',
      sessionsRefunded: null,
    })
    const single = { ...enrolment(50), kind: 'single' as const, refundableCents: 1_250 }
    expect(familyRefund(single, NOW).refundCents).toBe(1_250)
  })

  it('reads the first session not cancelled as the start', () => {
    const sessions = enrolment(10).sessions.map((session, index) => ({
      ...session,
      isCancelled: index === 0,
    }))
    expect(familyRefund(enrolment(10, { sessions }), NOW).rule).toBe('full')
  })

  it('refuses a single booking, drop-in or trial within 48 hours', () => {
    for (const kind of ['single', 'drop_in', 'trial'] as const) {
      expect(familyRefund({ ...enrolment(47), kind }, NOW)).toEqual({
        refundCents: 0,
        rule: 'none',
        sessionsRefunded: null,
      })
    }
  })

  it('refunds a withdrawal pro rata: the sessions more than 48 hours ahead, to the cent', () => {
    // Started a week ago, one session now: 8 of 10 ahead; 8/10 of $100.05 is 8004 cents a child.
    const facts = enrolment(-7 * 24, { quantity: 2, refundableCents: 20_010 })
    expect(familyRefund(facts, NOW)).toEqual({
      refundCents: 16_008,
      rule: 'pro_rata',
      sessionsRefunded: 8,
    })
  })

  it('keeps the sessions within 48 hours and the one exactly at the cutoff', () => {
    // Sessions 47 and exactly 48 hours away stay; the other 8 of 10 are refunded.
    const sessions = enrolment(47).sessions.map((session, index) =>
      index === 1 ? { ...session, startsAt: at(48) } : session,
    )
    const quote = familyRefund(enrolment(47, { sessions }), NOW)
    expect(quote).toMatchObject({ rule: 'pro_rata', sessionsRefunded: 8, refundCents: 8_004 })
  })

  it("refunds per-session extras for the sessions given back, never the booking's extras", () => {
    const extras = [
      { unitPriceCents: 1_500, pricePer: 'session' as const },
      { unitPriceCents: 333, pricePer: 'session' as const },
      { unitPriceCents: 4_000, pricePer: 'booking' as const },
    ]
    const facts = enrolment(-1, { extras, refundableCents: 40_000 })
    // 9 of 10 sessions ahead: 9005 (9004.5 rounded up) + 9 * (1500 + 333).
    expect(familyRefund(facts, NOW).refundCents).toBe(9_005 + 9 * 1_833)
  })

  it('never refunds more than is left to refund', () => {
    const facts = enrolment(-1, { refundableCents: 5_000 })
    expect(familyRefund(facts, NOW)).toMatchObject({ refundCents: 5_000, sessionsRefunded: 9 })
  })

  it('refunds nothing after the start under "no refund after start"', () => {
    const facts = enrolment(-7 * 24, { withdrawal: 'no_refund_after_start' })
    expect(familyRefund(facts, NOW)).toEqual({
      refundCents: 0,
      rule: 'no_refund_after_start',
      sessionsRefunded: 0,
    })
    expect(familyRefund(enrolment(49, { withdrawal: 'no_refund_after_start' }), NOW).rule).toBe(
      'full',
    )
  })
})

describe("a number of sessions' share of an enrolment", () => {
  it('is each child’s share, half a cent up, and the per-session extras', () => {
    const facts = enrolment(0, {
      quantity: 3,
      extras: [{ unitPriceCents: 250, pricePer: 'session' }],
    })
    expect(sessionsShare(facts, 1)).toBe(3 * 1_001 + 250)
    expect(sessionsShare(facts, 0)).toBe(0)
    // Never more sessions of the price than the term had.
    expect(sessionsShare(facts, 12)).toBe(3 * 10_005 + 12 * 250)
  })

  it('is only the extras for a booking without a term price', () => {
    const facts = {
      quantity: 1,
      termPriceCents: null,
      termSessionCount: null,
      extras: [{ unitPriceCents: 700, pricePer: 'session' as const }],
      lines: { listCents: 7_000, priceCents: 7_000 },
    }
    expect(sessionsShare(facts, 2)).toBe(1_400)
  })

  it('is of the discounted price: a discount is given back in proportion', () => {
    // Two children at $180.00, the 2nd 10% off: $360.00 listed, $342.00 paid.
    const facts = enrolment(0, {
      quantity: 2,
      termPriceCents: 18_000,
      lines: { listCents: 36_000, priceCents: 34_200 },
    })
    expect(sessionsShare(facts, 5)).toBe(17_100)
    // A scholarship place paid nothing: its sessions give nothing back.
    expect(sessionsShare({ ...facts, lines: { listCents: 36_000, priceCents: 0 } }, 5)).toBe(0)
  })
})
