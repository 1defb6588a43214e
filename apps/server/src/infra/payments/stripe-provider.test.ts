import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleCheckout as checkoutFor } from '../../test/sample-checkout.ts'
import { startStripeStandIn } from '../../test/stripe-stand-in.ts'
import { type PaymentProvider, PaymentsUnavailableError } from './payment-provider.ts'
import { accountStatusOf } from './stripe-events.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'

const SECRET_KEY = 'sk_test_stand_in_4eC39HqLyjWDarjtT1zdp7dc'
const WEBHOOK_SECRET = 'whsec_stand_in_platform'
const CONNECT_WEBHOOK_SECRET = 'whsec_stand_in_connect'

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret: `${WEBHOOK_SECRET}, ${CONNECT_WEBHOOK_SECRET}`,
    clientOptions: standIn.clientOptions,
  })
})
afterAll(() => standIn.close())

const lastRequest = () => standIn.requests.at(-1)
describe('checkout', () => {
  it('charges the family for the places, pays the provider less our fee, and names the booking', async () => {
    const request = checkoutFor()
    const checkout = await stripe.createCheckout(request)

    expect(checkout.id).toMatch(/^cs_test_/)
    expect(checkout.url).toContain(checkout.id)
    expect(checkout.expiresAt.getTime()).toBe(Math.ceil(request.expiresAt.getTime() / 1000) * 1000)
    const sent = lastRequest()
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      idempotencyKey: request.idempotencyKey,
      authorization: `Bearer ${SECRET_KEY}`,
    })
    expect(sent?.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '2500',
            product_data: { name: request.description },
          },
          quantity: '2',
        },
      ],
      payment_intent_data: {
        application_fee_amount: '500',
        transfer_data: { destination: 'acct_provider' },
        metadata: { bookingId: request.bookingId },
      },
      metadata: { bookingId: request.bookingId },
      client_reference_id: request.bookingId,
      customer_email: 'parent@example.com',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    })
  })

  it('leaves out the email of a family without one', async () => {
    await stripe.createCheckout(checkoutFor({ customerEmail: null }))

    expect(lastRequest()?.body).not.toHaveProperty('customer_email')
  })
})

describe('refunds', () => {
  const refundOf = (ledgerEntryId: string) => ({
    paymentReference: 'pi_paid',
    amountCents: 1_200,
    ledgerEntryId,
    bookingId: 'booking-1',
  })

  it('takes back the transfer and our fee, keyed and labelled by its ledger row', async () => {
    const refund = await stripe.refund(refundOf('ledger-1'))

    expect(refund.reference).toMatch(/^re_/)
    expect(lastRequest()).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund-ledger-1',
      body: {
        payment_intent: 'pi_paid',
        amount: '1200',
        reverse_transfer: 'true',
        refund_application_fee: 'true',
        metadata: { ledgerEntryId: 'ledger-1', bookingId: 'booking-1' },
      },
    })
  })

  it('gives the same refund when the same ledger row is sent again', async () => {
    const first = await stripe.refund(refundOf('ledger-2'))
    const again = await stripe.refund(refundOf('ledger-2'))

    expect(again.reference).toBe(first.reference)
  })

  it('retries a failed request under the same key when retries are on', async () => {
    const retrying = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      clientOptions: { ...standIn.clientOptions, maxNetworkRetries: 1 },
    })
    standIn.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred.' })
    const seen = standIn.requests.length

    const refund = await retrying.refund(refundOf('ledger-3'))

    const tries = standIn.requests.slice(seen)
    expect(tries.map((attempt) => attempt.idempotencyKey)).toEqual([
      'refund-ledger-3',
      'refund-ledger-3',
    ])
    expect(refund.reference).toMatch(/^re_/)
  })
})

describe('connected accounts', () => {
  it('creates an Express account once per provider, links its onboarding and follows its status', async () => {
    const input = {
      vendorId: 'vendor-1',
      email: 'pottery@example.com',
      businessName: 'Clay Corner',
    }
    const account = await stripe.createAccount(input)
    expect(lastRequest()).toMatchObject({
      path: '/v1/accounts',
      idempotencyKey: 'account-vendor-1',
      body: {
        type: 'express',
        country: 'US',
        email: 'pottery@example.com',
        business_profile: { name: 'Clay Corner' },
        capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
        metadata: { vendorId: 'vendor-1' },
      },
    })
    expect((await stripe.createAccount(input)).id).toBe(account.id)

    const link = await stripe.onboardingLink({
      accountId: account.id,
      refreshUrl: 'https://app.example/provider/payments?refresh=1',
      returnUrl: 'https://app.example/provider/payments',
    })
    expect(link.url).toContain(account.id)
    expect(lastRequest()?.body).toEqual({
      account: account.id,
      refresh_url: 'https://app.example/provider/payments?refresh=1',
      return_url: 'https://app.example/provider/payments',
      type: 'account_onboarding',
    })

    expect(await stripe.getAccount(account.id)).toEqual({ id: account.id, status: 'onboarding' })
    standIn.updateAccount(account.id, { details_submitted: true })
    expect((await stripe.getAccount(account.id)).status).toBe('restricted')
    standIn.updateAccount(account.id, { charges_enabled: true })
    expect((await stripe.getAccount(account.id)).status).toBe('connected')
  })

  it('reads charges and details into our status', () => {
    const status = (charges_enabled: boolean, details_submitted: boolean) =>
      accountStatusOf({ charges_enabled, details_submitted })
    expect(status(false, false)).toBe('onboarding')
    expect(status(false, true)).toBe('restricted')
    expect(status(true, true)).toBe('connected')
  })
})

describe('errors from Stripe', () => {
  it('surface a refused card as a thrown error with Stripe’s message and never the key', async () => {
    standIn.failNext({
      status: 402,
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    })
    const error = await stripe.createCheckout(checkoutFor()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('Your card was declined.')
    expect(JSON.stringify(error)).not.toContain(SECRET_KEY)
    expect(String((error as Error).stack)).not.toContain(SECRET_KEY)
  })

  it('turn a failure on Stripe’s side into a 503 the family can retry, without the key', async () => {
    standIn.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred.' })
    const error = await stripe.createCheckout(checkoutFor()).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(PaymentsUnavailableError)
    expect(error).toMatchObject({
      statusCode: 503,
      message: 'Card payments are unavailable right now. Please try again in a minute.',
    })
    expect(String((error as Error).stack)).not.toContain(SECRET_KEY)
  })

  it('names a missing account', async () => {
    await expect(stripe.getAccount('acct_missing')).rejects.toThrow(
      "No such account: 'acct_missing'",
    )
  })
})
