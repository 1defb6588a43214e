import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleCheckout } from '../../test/sample-checkout.ts'
import { startStripeStandIn } from '../../test/stripe-stand-in.ts'
import type { PaymentProvider, SavedCardCharge } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_stand_in_plans',
    webhookSecret: 'whsec_stand_in_platform',
    clientOptions: standIn.clientOptions,
  })
})
afterAll(() => standIn.close())

const charge = (change: Partial<SavedCardCharge> = {}): SavedCardCharge => ({
  bookingId: '0b3a52a4-6f3e-4e8f-9a55-4b3c2f1e0a01',
  planPaymentId: '5d1c6a0e-2b7f-4c1a-8e3d-9f0a1b2c3d4e',
  idempotencyKey: `plan-payment-${Math.random()}-1`,
  amountCents: 6_000,
  platformFeeCents: 600,
  connectedAccountId: 'acct_provider',
  customerRef: 'cus_family',
  cardRef: null,
  ...change,
})

describe("a plan's checkout", () => {
  it('saves the card for later, off-session payments and names the plan payment', async () => {
    const request = sampleCheckout()
    await stripe.createCheckout({ ...request, plan: { paymentId: 'payment-1', customerRef: null } })
    const body = standIn.requests.at(-1)?.body
    expect(body).toMatchObject({
      customer_creation: 'always',
      metadata: { planPaymentId: 'payment-1' },
      payment_intent_data: { setup_future_usage: 'off_session' },
    })
  })

  it('pays a later part with a new card on the customer the family already has', async () => {
    const request = sampleCheckout()
    await stripe.createCheckout({
      ...request,
      plan: { paymentId: 'payment-2', customerRef: 'cus_family' },
    })
    const body = standIn.requests.at(-1)?.body
    expect(body).toMatchObject({ customer: 'cus_family' })
    expect(body).not.toHaveProperty('customer_email')
  })
})

describe('charging the saved card', () => {
  it("charges the customer's latest card off session, paying the provider less our share", async () => {
    standIn.saveCard('cus_family', 'pm_card_visa')
    const result = await stripe.chargeSavedCard(charge())
    expect(result).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^pi_/) })
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      amount: '6000',
      customer: 'cus_family',
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '600',
      transfer_data: { destination: 'acct_provider' },
    })
  })

  it('charges once per idempotency key, however often it is asked', async () => {
    const before = standIn.charges.length
    const once = charge({ cardRef: 'pm_card_visa' })
    const first = await stripe.chargeSavedCard(once)
    const again = await stripe.chargeSavedCard(once)
    expect(again).toEqual(first)
    expect(standIn.charges.length).toBe(before + 1)
  })

  it('answers a declined card and a card whose bank wants the family, rather than failing', async () => {
    expect(await stripe.chargeSavedCard(charge({ cardRef: 'pm_card_chargeCustomerFail' }))).toEqual(
      {
        status: 'failed',
        reference: expect.stringMatching(/^pi_/),
        message: 'Your card was declined.',
      },
    )
    expect(
      await stripe.chargeSavedCard(charge({ cardRef: 'pm_card_authenticationRequired' })),
    ).toMatchObject({
      status: 'requires_action',
      message: 'Your bank asks you to confirm this payment.',
    })
  })
})

describe("refunds of a plan's payments", () => {
  it('asks each part of a split refund once, under its own key', async () => {
    const base = { amountCents: 1_000, ledgerEntryId: 'ledger-9', bookingId: 'booking-9' }
    await stripe.refund({ ...base, paymentReference: 'pi_third' })
    await stripe.refund({ ...base, paymentReference: 'pi_second', part: 1 })
    const keys = standIn.requests.slice(-2).map((request) => request.idempotencyKey)
    expect(keys).toEqual(['refund-ledger-9', 'refund-ledger-9-1'])
  })
})
