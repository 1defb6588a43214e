import Stripe from 'stripe'
import {
  type CheckoutRequest,
  IdempotencyKeyReusedError,
  type PaymentProvider,
  PaymentsUnavailableError,
  WebhookSignatureError,
} from './payment-provider.ts'
import { accountStatusOf, paymentEventOf } from './stripe-events.ts'

const NEEDS_FAMILY = 'Your bank asks you to confirm this payment.'

const planMetadata = (request: CheckoutRequest): Record<string, string> =>
  request.plan ? { planPaymentId: request.plan.paymentId } : {}

/** A plan's card is saved on the family's customer: the one they have, else a new one. */
const planCustomer = (request: CheckoutRequest) => {
  if (!request.plan) return {}
  return request.plan.customerRef
    ? { customer: request.plan.customerRef }
    : { customer_creation: 'always' as const }
}

/** Where the SDK sends its requests: tests point it at a local stand-in; production sets none. */
export type StripeClientOptions = Pick<
  Stripe.StripeConfig,
  'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'
>

/**
 * Payments through Stripe Connect: each booking is a Checkout Session that charges the family
 * and sends the amount less the platform fee to the provider's Express account; what a platform
 * code took off goes to that account as a separate transfer from the platform's balance.
 * `webhookSecret` may list several secrets separated by commas, since the endpoint for our own
 * account and the one for connected accounts (account.updated) each sign with their own.
 */
export function createStripePaymentProvider(options: {
  secretKey: string
  webhookSecret: string
  clientOptions?: StripeClientOptions
}): PaymentProvider {
  const stripe = new Stripe(options.secretKey, options.clientOptions)
  const webhookSecrets = options.webhookSecret.split(',').map((secret) => secret.trim())

  function verifiedEvent(rawBody: Buffer, signature: string) {
    for (const secret of webhookSecrets) {
      try {
        return stripe.webhooks.constructEvent(rawBody, signature, secret)
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error
      }
    }
    throw new WebhookSignatureError(
      'The Stripe-Signature header does not match this body, or is too old.',
    )
  }

  /** The card the family saved last on their customer, when the plan kept no card of its own. */
  async function latestCard(customerRef: string | null) {
    if (!customerRef) return null
    const cards = await call(() =>
      stripe.paymentMethods.list({ customer: customerRef, type: 'card', limit: 1 }),
    )
    return cards.data[0]?.id ?? null
  }

  /** Stripe down, slow, limiting us or refusing our key: not the family's fault, try later. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work()
    } catch (error) {
      const E = Stripe.errors
      if (error instanceof E.StripeIdempotencyError) {
        throw new IdempotencyKeyReusedError(error.message, { cause: error })
      }
      const unavailable =
        error instanceof E.StripeConnectionError ||
        error instanceof E.StripeAPIError ||
        error instanceof E.StripeRateLimitError ||
        error instanceof E.StripeAuthenticationError
      throw unavailable ? new PaymentsUnavailableError(error) : error
    }
  }

  return {
    mode: 'stripe',
    async createCheckout(request) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                price_data: {
                  currency: 'usd',
                  unit_amount: request.unitAmountCents,
                  product_data: { name: request.description },
                },
                quantity: request.quantity,
              },
            ],
            payment_intent_data: {
              application_fee_amount: request.platformFeeCents,
              transfer_data: { destination: request.connectedAccountId },
              metadata: { bookingId: request.bookingId, ...planMetadata(request) },
              ...(request.plan ? { setup_future_usage: 'off_session' as const } : {}),
            },
            metadata: { bookingId: request.bookingId, ...planMetadata(request) },
            ...planCustomer(request),
            client_reference_id: request.bookingId,
            ...(request.customerEmail && !request.plan?.customerRef
              ? { customer_email: request.customerEmail }
              : {}),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            // Exactly as asked, never adjusted to the clock: a retry under the same key must
            // send the same parameters, or Stripe refuses it.
            expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      )
      if (!session.url) throw new Error(`Stripe gave checkout ${session.id} no payment page.`)
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },
    async createCardSetup(request) {
      const metadata = { bookingId: request.bookingId, planCard: 'true' }
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'setup',
            // Setup mode with the dynamic payment methods needs the currency of later charges.
            currency: 'usd',
            // The card is attached to the family's customer, where the later charges look.
            ...(request.customerRef
              ? { customer: request.customerRef }
              : {
                  customer_creation: 'always' as const,
                  ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
                }),
            setup_intent_data: { metadata },
            // No bookingId of its own: an expired setup page closes no booking's checkout.
            metadata: { planCard: 'true' },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.ceil(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      )
      if (!session.url) throw new Error(`Stripe gave setup ${session.id} no page.`)
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },
    async chargeSavedCard(request) {
      const cardRef = request.cardRef ?? (await latestCard(request.customerRef))
      try {
        const intent = await call(() =>
          stripe.paymentIntents.create(
            {
              amount: request.amountCents,
              currency: 'usd',
              ...(request.customerRef ? { customer: request.customerRef } : {}),
              ...(cardRef ? { payment_method: cardRef } : {}),
              off_session: true,
              confirm: true,
              application_fee_amount: request.platformFeeCents,
              transfer_data: { destination: request.connectedAccountId },
              metadata: { bookingId: request.bookingId, planPaymentId: request.planPaymentId },
            },
            { idempotencyKey: request.idempotencyKey },
          ),
        )
        if (intent.status === 'succeeded') return { status: 'succeeded', reference: intent.id }
        return { status: 'requires_action', reference: intent.id, message: NEEDS_FAMILY }
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeCardError)) throw error
        const reference = error.payment_intent?.id ?? null
        if (error.code === 'authentication_required') {
          return { status: 'requires_action', reference, message: NEEDS_FAMILY }
        }
        return { status: 'failed', reference, message: error.message }
      }
    },
    async refund(request) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: request.paymentReference,
            amount: request.amountCents,
            // The provider's share and our fee go back too, so nobody keeps money for a refund.
            reverse_transfer: true,
            refund_application_fee: true,
            metadata: { ledgerEntryId: request.ledgerEntryId, bookingId: request.bookingId },
          },
          {
            idempotencyKey: `refund-${request.ledgerEntryId}${request.part ? `-${request.part}` : ''}`,
          },
        ),
      )
      return { reference: refund.id }
    },
    async transfer(request) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            destination: request.connectedAccountId,
            transfer_group: request.bookingId,
            metadata: { ledgerEntryId: request.ledgerEntryId, bookingId: request.bookingId },
          },
          { idempotencyKey: `transfer-${request.ledgerEntryId}` },
        ),
      )
      return { reference: transfer.id }
    },
    async reverseTransfer(request) {
      const reversal = await call(() =>
        stripe.transfers.createReversal(
          request.transferReference,
          { amount: request.amountCents, metadata: { ledgerEntryId: request.ledgerEntryId } },
          { idempotencyKey: `transfer-reversal-${request.ledgerEntryId}` },
        ),
      )
      return { reference: reversal.id }
    },
    async createAccount(input) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            country: 'US',
            email: input.email,
            business_profile: { name: input.businessName },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { vendorId: input.vendorId },
          },
          { idempotencyKey: `account-${input.vendorId}` },
        ),
      )
      return { id: account.id }
    },
    async onboardingLink(input) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: input.accountId,
          refresh_url: input.refreshUrl,
          return_url: input.returnUrl,
          type: 'account_onboarding',
        }),
      )
      return { url: link.url }
    },
    async getAccount(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId))
      return { id: account.id, status: accountStatusOf(account) }
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.')
      return paymentEventOf(verifiedEvent(rawBody, signature))
    },
  }
}
