import { describe, expect, it } from 'vitest'
import { signedStripeEvent } from '../../test/stripe-events.ts'
import { WebhookSignatureError } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'

const WEBHOOK_SECRET = 'whsec_stand_in_platform'
const CONNECT_WEBHOOK_SECRET = 'whsec_stand_in_connect'

// Reading a webhook makes no request: the client is built but never sends one.
const stripe = createStripePaymentProvider({
  secretKey: 'sk_test_webhooks',
  webhookSecret: `${WEBHOOK_SECRET},${CONNECT_WEBHOOK_SECRET}`,
})

/** A Stripe event as its webhook sends it, signed as Stripe signs it. */
const delivery = (
  type: string,
  object: Record<string, unknown>,
  signing: { secret?: string; timestamp?: number } = {},
) =>
  signedStripeEvent({
    type,
    object,
    secret: signing.secret ?? WEBHOOK_SECRET,
    ...(signing.timestamp ? { timestamp: signing.timestamp } : {}),
  })
const read = ({ body, signature }: { body: Buffer; signature: string }) =>
  stripe.readWebhook(body, signature)

const session = {
  id: 'cs_test_1',
  object: 'checkout.session',
  metadata: { bookingId: 'booking-1' },
  client_reference_id: 'booking-1',
  payment_intent: 'pi_1',
  payment_status: 'paid',
  amount_total: 5_000,
}
const refund = (id: string, change: Record<string, unknown> = {}) => ({
  id,
  object: 'refund',
  amount: 1_200,
  payment_intent: 'pi_1',
  status: 'succeeded',
  metadata: { ledgerEntryId: 'ledger-1', bookingId: 'booking-1' },
  ...change,
})

describe('Stripe webhooks', () => {
  it('reads a paid checkout as completed', () => {
    const event = delivery('checkout.session.completed', session)
    expect(read(event)).toEqual({
      id: event.id,
      type: 'checkout.completed',
      checkoutId: 'cs_test_1',
      bookingId: 'booking-1',
      paymentReference: 'pi_1',
      amountCents: 5_000,
    })
  })

  it('finds the booking by the client reference and the payment in an expanded object', () => {
    const event = delivery('checkout.session.completed', {
      ...session,
      metadata: {},
      payment_intent: { id: 'pi_2', object: 'payment_intent' },
    })
    expect(read(event)).toMatchObject({ bookingId: 'booking-1', paymentReference: 'pi_2' })
  })

  it('waits for the money of a checkout completed unpaid, until its delayed payment succeeds', () => {
    expect(
      read(delivery('checkout.session.completed', { ...session, payment_status: 'unpaid' })),
    ).toBeNull()
    const paidLater = delivery('checkout.session.async_payment_succeeded', session)
    expect(read(paidLater)).toMatchObject({ id: paidLater.id, type: 'checkout.completed' })
  })

  it('reads an expired checkout', () => {
    const event = delivery('checkout.session.expired', {
      ...session,
      payment_intent: null,
      payment_status: 'unpaid',
    })
    expect(read(event)).toEqual({
      id: event.id,
      type: 'checkout.expired',
      checkoutId: 'cs_test_1',
      bookingId: 'booking-1',
    })
  })

  it('reads the refunds a refunded charge carries, with the ledger row each was made for', () => {
    const event = delivery('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      refunds: {
        object: 'list',
        data: [refund('re_ours'), refund('re_dashboard', { amount: 800, metadata: {} })],
      },
    })
    expect(read(event)).toEqual({
      id: event.id,
      type: 'charge.refunded',
      paymentReference: 'pi_1',
      refunds: [
        { reference: 're_ours', amountCents: 1_200, ledgerEntryId: 'ledger-1' },
        { reference: 're_dashboard', amountCents: 800, ledgerEntryId: null },
      ],
    })
  })

  it('leaves a refunded charge without its refunds to the refund’s own event', () => {
    expect(
      read(delivery('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' })),
    ).toBeNull()
    const event = delivery('refund.created', refund('re_ours'))
    expect(read(event)).toEqual({
      id: event.id,
      type: 'charge.refunded',
      paymentReference: 'pi_1',
      refunds: [{ reference: 're_ours', amountCents: 1_200, ledgerEntryId: 'ledger-1' }],
    })
    expect(read(delivery('refund.created', refund('re_failed', { status: 'failed' })))).toBeNull()
  })

  it('reads a connected account’s status from its update, signed by the Connect endpoint', () => {
    const event = delivery(
      'account.updated',
      { id: 'acct_1', object: 'account', charges_enabled: false, details_submitted: true },
      { secret: CONNECT_WEBHOOK_SECRET },
    )
    expect(read(event)).toEqual({
      id: event.id,
      type: 'account.updated',
      accountId: 'acct_1',
      status: 'restricted',
    })
  })

  it('ignores the event types the app does not act on', () => {
    expect(read(delivery('customer.created', { id: 'cus_1', object: 'customer' }))).toBeNull()
  })

  describe('refuses an event whose signature does not verify', () => {
    const expectRefused = (body: Buffer, signature: string | undefined) =>
      expect(() => stripe.readWebhook(body, signature)).toThrow(WebhookSignatureError)

    it('signed with another secret', () => {
      const { body, signature } = delivery('checkout.session.completed', session, {
        secret: 'whsec_other',
      })
      expectRefused(body, signature)
    })

    it('with its body altered after signing', () => {
      const { body, signature } = delivery('checkout.session.completed', session)
      expectRefused(Buffer.from(body.toString().replace('5000', '1')), signature)
    })

    it('signed longer ago than Stripe’s tolerance', () => {
      const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
      const { body, signature } = delivery('checkout.session.completed', session, {
        timestamp: tenMinutesAgo,
      })
      expectRefused(body, signature)
    })

    it('without a signature header', () => {
      expectRefused(delivery('checkout.session.completed', session).body, undefined)
    })
  })
})

describe("Stripe webhooks of a plan's payments", () => {
  const intent = (change: Record<string, unknown> = {}) => ({
    id: 'pi_plan_2',
    object: 'payment_intent',
    amount: 6_000,
    metadata: { bookingId: 'booking-1', planPaymentId: 'plan-payment-2' },
    last_payment_error: null,
    ...change,
  })

  it('reads a checkout of a plan with the customer its card is saved on', () => {
    const event = delivery('checkout.session.completed', {
      ...session,
      customer: 'cus_family',
      metadata: { bookingId: 'booking-1', planPaymentId: 'plan-payment-1' },
    })
    expect(read(event)).toMatchObject({
      type: 'checkout.completed',
      planPaymentId: 'plan-payment-1',
      customerRef: 'cus_family',
      cardRef: null,
    })
  })

  it('reads the three outcomes of a charge to the saved card', () => {
    const paid = delivery('payment_intent.succeeded', intent())
    expect(read(paid)).toEqual({
      id: paid.id,
      type: 'plan_payment.succeeded',
      bookingId: 'booking-1',
      planPaymentId: 'plan-payment-2',
      paymentReference: 'pi_plan_2',
      amountCents: 6_000,
      message: null,
    })
    const declined = intent({ last_payment_error: { message: 'Your card was declined.' } })
    expect(read(delivery('payment_intent.payment_failed', declined))).toMatchObject({
      type: 'plan_payment.failed',
      message: 'Your card was declined.',
    })
    expect(read(delivery('payment_intent.requires_action', intent()))).toMatchObject({
      type: 'plan_payment.requires_action',
    })
  })

  it('leaves a payment intent that names no plan payment to its checkout', () => {
    expect(read(delivery('payment_intent.succeeded', intent({ metadata: {} })))).toBeNull()
  })
})
