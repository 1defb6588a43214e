import { describe, expect, it } from 'vitest'
import { restOfTermPrice } from './rest-of-term.ts'

describe('the rest of a term after a trial class', () => {
  it('is the late join share less the trial', () => {
    // 7 of 10 sessions of $180 is $126.00; the $15 trial counts towards it.
    expect(
      restOfTermPrice({
        termPriceCents: 18_000,
        sessionsLeft: 7,
        sessionCount: 10,
        trialPaidCents: 1500,
      }),
    ).toBe(11_100)
  })

  it('rounds the share half a cent up before the trial is taken off', () => {
    // 2 of 3 sessions of $100.00 is 6666.67 cents: 6667.
    expect(
      restOfTermPrice({
        termPriceCents: 10_000,
        sessionsLeft: 2,
        sessionCount: 3,
        trialPaidCents: 0,
      }),
    ).toBe(6667)
  })

  it('never falls below nothing', () => {
    expect(
      restOfTermPrice({
        termPriceCents: 1000,
        sessionsLeft: 1,
        sessionCount: 10,
        trialPaidCents: 500,
      }),
    ).toBe(0)
  })
})
