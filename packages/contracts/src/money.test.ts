import { describe, expect, it } from 'vitest'
import { extraAmountCents, shareOfCents } from './money.ts'

describe('shareOfCents', () => {
  it('divides a price exactly when it can', () => {
    expect(shareOfCents({ cents: 18_000, part: 1, whole: 10 })).toBe(1_800)
    expect(shareOfCents({ cents: 18_000, part: 7, whole: 10 })).toBe(12_600)
  })

  it('rounds to the cent half up', () => {
    // $100 over 3 sessions: 3333.33… cents; $0.05 over 2: 2.5 cents; $0.01 over 8: 0.125 cents.
    expect(shareOfCents({ cents: 10_000, part: 1, whole: 3 })).toBe(3_333)
    expect(shareOfCents({ cents: 10_000, part: 2, whole: 3 })).toBe(6_667)
    expect(shareOfCents({ cents: 5, part: 1, whole: 2 })).toBe(3)
    expect(shareOfCents({ cents: 1, part: 1, whole: 8 })).toBe(0)
  })

  it('gives the whole price for every share and nothing for none', () => {
    expect(shareOfCents({ cents: 12_345, part: 9, whole: 9 })).toBe(12_345)
    expect(shareOfCents({ cents: 12_345, part: 0, whole: 9 })).toBe(0)
  })
})

describe('an extra for one child', () => {
  it('costs its price for each session booked, or once', () => {
    expect(extraAmountCents({ priceCents: 1_000, pricePer: 'session', sessions: 7 })).toBe(7_000)
    expect(extraAmountCents({ priceCents: 1_500, pricePer: 'booking', sessions: 7 })).toBe(1_500)
  })
})
