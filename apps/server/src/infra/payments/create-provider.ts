import type { Config } from '../../config/env.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'
import { createTestPaymentProvider } from './test-provider.ts'

/** Stripe when STRIPE_SECRET_KEY is set, else the offline test processor. */
export function createPaymentProvider(config: Config): PaymentProvider {
  const { stripeSecretKey, stripeWebhookSecret } = config.payments
  // The config refuses a secret key without a webhook secret: payments are confirmed by webhooks.
  if (stripeSecretKey && stripeWebhookSecret) {
    return createStripePaymentProvider({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
    })
  }
  return createTestPaymentProvider({ publicUrl: config.publicUrl })
}
