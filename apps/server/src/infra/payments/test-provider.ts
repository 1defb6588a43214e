import { randomBytes } from 'node:crypto'
import { checkoutFingerprint } from './checkout-request.ts'
import {
  type CreatedCheckout,
  IdempotencyKeyReusedError,
  type PaymentProvider,
  type SavedCardResult,
  WebhookSignatureError,
} from './payment-provider.ts'
import { savedTestCardOutcome } from './test-cards.ts'

const compact = (id: string) => id.replaceAll('-', '')
/** How long a key is remembered, as Stripe keeps its keys for at least a day. */
const KEY_KEPT_MS = 24 * 3_600_000

/**
 * The processor used when no Stripe key is set: checkouts open the app's own test page, which
 * completes a payment through the same event handling as a Stripe webhook. No money moves.
 * Accounts are connected as soon as the provider returns from the (immediate) onboarding.
 * Idempotency keys mean what they mean to Stripe, remembered by this process.
 */
export function createTestPaymentProvider(options: {
  publicUrl: string
  now?: () => number
}): PaymentProvider {
  const now = options.now ?? Date.now
  const checkouts = new Map<
    string,
    { fingerprint: string; at: number; checkout: CreatedCheckout }
  >()
  const charges = new Map<string, SavedCardResult>()

  function forget(before: number) {
    for (const [key, kept] of checkouts) {
      if (kept.at > before) return
      checkouts.delete(key)
    }
  }

  return {
    mode: 'test',
    async createCheckout(request) {
      const { idempotencyKey, ...parameters } = request
      const fingerprint = checkoutFingerprint(parameters)
      forget(now() - KEY_KEPT_MS)
      const earlier = checkouts.get(idempotencyKey)
      if (earlier && earlier.fingerprint !== fingerprint) {
        throw new IdempotencyKeyReusedError(
          `The key '${idempotencyKey}' was first used with other parameters.`,
        )
      }
      if (earlier) return earlier.checkout
      const id = `cs_test_${randomBytes(18).toString('base64url')}`
      const checkout = {
        id,
        url: `${options.publicUrl}/checkout/test/${id}`,
        expiresAt: request.expiresAt,
      }
      checkouts.set(idempotencyKey, { fingerprint, at: now(), checkout })
      return checkout
    },
    async createCardSetup(request) {
      const earlier = checkouts.get(request.idempotencyKey)
      if (earlier) return earlier.checkout
      const id = `cs_test_${randomBytes(18).toString('base64url')}`
      const checkout = {
        id,
        url: `${options.publicUrl}/checkout/test/${id}`,
        expiresAt: request.expiresAt,
      }
      checkouts.set(request.idempotencyKey, { fingerprint: 'card-setup', at: now(), checkout })
      return checkout
    },
    async chargeSavedCard(request) {
      const earlier = charges.get(request.idempotencyKey)
      if (earlier) return earlier
      const outcome = savedTestCardOutcome(request.cardRef)
      const reference = `pi_test_${compact(request.planPaymentId)}_${charges.size + 1}`
      const result: SavedCardResult =
        outcome.status === 'succeeded'
          ? { status: 'succeeded', reference }
          : { status: outcome.status, reference, message: outcome.message }
      charges.set(request.idempotencyKey, result)
      return result
    },
    async refund(request) {
      const part = request.part ? `_${request.part}` : ''
      return { reference: `re_test_${compact(request.ledgerEntryId)}${part}` }
    },
    async transfer(request) {
      return { reference: `tr_test_${compact(request.ledgerEntryId)}` }
    },
    async reverseTransfer(request) {
      return { reference: `trr_test_${compact(request.ledgerEntryId)}` }
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
