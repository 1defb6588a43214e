import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/env.ts'
import { createPaymentProvider } from './create-provider.ts'

describe('the payment provider the config picks', () => {
  it('is Stripe when a secret key and its webhook secret are set', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
    expect(createPaymentProvider(config).mode).toBe('stripe')
  })

  it('is the offline test processor without a key', () => {
    expect(createPaymentProvider(loadConfig({})).mode).toBe('test')
  })
})
