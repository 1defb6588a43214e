import { describe, expect, it } from 'vitest'
import { sampleCheckout } from '../../test/sample-checkout.ts'
import { IdempotencyKeyReusedError } from './payment-provider.ts'
import { createTestPaymentProvider } from './test-provider.ts'

const DAY_MS = 24 * 3_600_000

describe('the test processor’s idempotency keys', () => {
  it('gives the same checkout for the same key and parameters, as Stripe does', async () => {
    const provider = createTestPaymentProvider({ publicUrl: 'https://app.example' })
    const request = sampleCheckout()

    const first = await provider.createCheckout(request)
    const again = await provider.createCheckout({ ...request })

    expect(again).toEqual(first)
    expect(first.url).toBe(`https://app.example/checkout/test/${first.id}`)
    expect(first.expiresAt).toEqual(request.expiresAt)
  })

  it('refuses the key with other parameters, and gives another key its own checkout', async () => {
    const provider = createTestPaymentProvider({ publicUrl: 'https://app.example' })
    const request = sampleCheckout()
    const first = await provider.createCheckout(request)

    const later = new Date(request.expiresAt.getTime() + 1_000)
    await expect(provider.createCheckout({ ...request, expiresAt: later })).rejects.toThrow(
      IdempotencyKeyReusedError,
    )
    await expect(provider.createCheckout({ ...request, quantity: 3 })).rejects.toThrow(
      IdempotencyKeyReusedError,
    )
    const other = await provider.createCheckout({ ...request, idempotencyKey: 'another' })
    expect(other.id).not.toBe(first.id)
  })

  it('forgets a key after a day, as Stripe does', async () => {
    let now = Date.parse('2026-03-02T10:00:00Z')
    const provider = createTestPaymentProvider({
      publicUrl: 'https://app.example',
      now: () => now,
    })
    const request = sampleCheckout()
    const first = await provider.createCheckout(request)

    now += DAY_MS + 1
    const afterADay = await provider.createCheckout({ ...request, quantity: 3 })

    expect(afterADay.id).not.toBe(first.id)
  })
})
