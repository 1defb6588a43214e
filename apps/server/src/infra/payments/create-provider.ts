import type { Config } from '../../config/env.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createTestPaymentProvider } from './test-provider.ts'

/** Stripe when STRIPE_SECRET_KEY is set, else the offline test processor. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return createTestPaymentProvider({ publicUrl: config.publicUrl })
}
