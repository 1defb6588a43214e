import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sampleCheckout } from '../../test/sample-checkout.ts'
import { startStripeStandIn } from '../../test/stripe-stand-in.ts'
import { type CheckoutParameters, checkoutIdempotencyKey } from './checkout-request.ts'
import { IdempotencyKeyReusedError, type PaymentProvider } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_stand_in_idempotency',
    webhookSecret: 'whsec_stand_in_idempotency',
    clientOptions: standIn.clientOptions,
  })
})
afterAll(() => standIn.close())

const sessionsAsked = () =>
  standIn.requests.filter((request) => request.path === '/v1/checkout/sessions')

describe('idempotency keys with Stripe', () => {
  it('replays a retried request: same key, identical parameters, one checkout', async () => {
    const request = sampleCheckout()
    const first = await stripe.createCheckout(request)
    const again = await stripe.createCheckout(request)

    expect(again).toEqual(first)
    const [sent, resent] = sessionsAsked().slice(-2)
    expect(resent?.idempotencyKey).toBe(sent?.idempotencyKey)
    expect(resent?.body).toEqual(sent?.body)
  })

  it('sends the closing time as asked, whatever the clock says, so a later retry is identical', async () => {
    const request = sampleCheckout()
    await stripe.createCheckout(request)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 5 * 60_000)
      await stripe.createCheckout(request)
    } finally {
      vi.useRealTimers()
    }

    const [sent, resent] = sessionsAsked().slice(-2)
    expect(sent?.body.expires_at).toBe(String(request.expiresAt.getTime() / 1000))
    expect(resent?.body).toEqual(sent?.body)
  })

  it('is refused by Stripe with other parameters, and said in our words', async () => {
    const request = sampleCheckout()
    await stripe.createCheckout(request)
    const later = new Date(request.expiresAt.getTime() + 1_000)

    await expect(stripe.createCheckout({ ...request, expiresAt: later })).rejects.toThrow(
      IdempotencyKeyReusedError,
    )
  })

  it('changes with every parameter when made by checkoutIdempotencyKey, so Stripe never refuses it', async () => {
    const { idempotencyKey: _given, ...parameters } = sampleCheckout()
    const keyed = (change: Partial<CheckoutParameters> = {}) => {
      const asked = { ...parameters, ...change }
      return { ...asked, idempotencyKey: checkoutIdempotencyKey(asked) }
    }
    const seen = sessionsAsked().length
    const first = await stripe.createCheckout(keyed())
    const same = await stripe.createCheckout(keyed())
    const later = await stripe.createCheckout(
      keyed({ expiresAt: new Date(parameters.expiresAt.getTime() + 1_000) }),
    )
    const dearer = await stripe.createCheckout(keyed({ platformFeeCents: 600 }))

    expect(same.id).toBe(first.id)
    expect(new Set([first.id, later.id, dearer.id]).size).toBe(3)
    const bodiesByKey = new Map<string, Set<string>>()
    for (const request of sessionsAsked().slice(seen)) {
      const key = request.idempotencyKey ?? ''
      bodiesByKey.set(key, (bodiesByKey.get(key) ?? new Set()).add(JSON.stringify(request.body)))
    }
    expect(bodiesByKey.size).toBe(3)
    expect([...bodiesByKey.values()].every((bodies) => bodies.size === 1)).toBe(true)
  })

  it('leaves a key unused when Stripe refused the request before running it', async () => {
    const request = sampleCheckout()
    const tooSoon = new Date(Math.ceil((Date.now() + 10 * 60_000) / 1000) * 1000)
    await expect(stripe.createCheckout({ ...request, expiresAt: tooSoon })).rejects.toThrow(
      /between 30 minutes and 24 hours/,
    )

    const checkout = await stripe.createCheckout(request)

    expect(checkout.expiresAt).toEqual(request.expiresAt)
  })
})
