import { describe, expect, it } from 'vitest'
import { sampleCheckout } from '../../test/sample-checkout.ts'
import {
  type CheckoutParameters,
  checkoutClosesAt,
  checkoutIdempotencyKey,
} from './checkout-request.ts'

const MINUTE_MS = 60_000
const now = new Date('2026-03-02T10:00:00.250Z')
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS)

describe('checkoutClosesAt', () => {
  it('keeps a checkout open the 30 minutes Stripe requires, with a minute to spare, for a short hold', () => {
    expect(checkoutClosesAt({ holdEndsAt: inMinutes(1), now })).toEqual(
      new Date('2026-03-02T10:31:01.000Z'),
    )
  })

  it('keeps it open until a longer hold ends, so one checkout serves the whole hold', () => {
    expect(checkoutClosesAt({ holdEndsAt: inMinutes(60), now })).toEqual(
      new Date('2026-03-02T11:00:01.000Z'),
    )
  })

  it('closes it within the 24 hours Stripe allows when an offer holds places for longer', () => {
    expect(checkoutClosesAt({ holdEndsAt: inMinutes(72 * 60), now })).toEqual(
      new Date('2026-03-03T09:59:01.000Z'),
    )
  })
})

describe('checkoutIdempotencyKey', () => {
  const { idempotencyKey: _given, ...parameters } = sampleCheckout()

  it('names the booking and is the same for the same parameters', () => {
    const key = checkoutIdempotencyKey(parameters)
    expect(key.startsWith(`checkout-${parameters.bookingId}-`)).toBe(true)
    expect(checkoutIdempotencyKey({ ...parameters })).toBe(key)
  })

  it('changes with each parameter', () => {
    const changes: Partial<CheckoutParameters>[] = [
      { unitAmountCents: 2_501 },
      { quantity: 3 },
      { platformFeeCents: 501 },
      { description: 'Junior pottery — Sunday 10:00' },
      { connectedAccountId: 'acct_other' },
      { customerEmail: null },
      { successUrl: 'https://app.example/other' },
      { cancelUrl: 'https://app.example/other' },
      { expiresAt: new Date(parameters.expiresAt.getTime() + 1_000) },
    ]
    const keys = changes.map((change) => checkoutIdempotencyKey({ ...parameters, ...change }))
    expect(new Set([checkoutIdempotencyKey(parameters), ...keys]).size).toBe(changes.length + 1)
  })
})
