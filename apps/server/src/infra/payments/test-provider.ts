import { randomBytes } from 'node:crypto'
import { type PaymentProvider, WebhookSignatureError } from './payment-provider.ts'

const compact = (id: string) => id.replaceAll('-', '')

/**
 * The processor used when no Stripe key is set: checkouts open the app's own test page, which
 * completes a payment through the same event handling as a Stripe webhook. No money moves.
 * Accounts are connected as soon as the provider returns from the (immediate) onboarding.
 */
export function createTestPaymentProvider(options: { publicUrl: string }): PaymentProvider {
  return {
    mode: 'test',
    async createCheckout(request) {
      const id = `cs_test_${randomBytes(18).toString('base64url')}`
      return {
        id,
        url: `${options.publicUrl}/checkout/test/${id}`,
        expiresAt: request.expiresAt,
      }
    },
    async refund(request) {
      return { reference: `re_test_${compact(request.ledgerEntryId)}` }
    },
    async createAccount(input) {
      return { id: `acct_test_${compact(input.vendorId)}` }
    },
    async onboardingLink(input) {
      return { url: input.returnUrl }
    },
    async getAccount(accountId) {
      return { id: accountId, status: 'connected' }
    },
    readWebhook() {
      throw new WebhookSignatureError('The test payment mode takes no webhooks.')
    },
  }
}

/** The names the test processor gives a completed checkout's event and payment. */
export const testCheckoutCompletion = (checkoutId: string) => ({
  eventId: `evt_${checkoutId}_completed`,
  paymentReference: `pi_${checkoutId}`,
})
