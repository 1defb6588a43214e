import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedStripeEvent } from '../../test/stripe-events.ts'
import { startStripeStandIn } from '../../test/stripe-stand-in.ts'
import type { CardSetupRequest, PaymentProvider } from './payment-provider.ts'
import { createStripePaymentProvider } from './stripe-provider.ts'

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let stripe: PaymentProvider
const WEBHOOK_SECRET = 'whsec_stand_in_card'

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripe = createStripePaymentProvider({
    secretKey: 'sk_test_stand_in_card',
    webhookSecret: WEBHOOK_SECRET,
    clientOptions: standIn.clientOptions,
  })
})
afterAll(() => standIn.close())

const BOOKING = '0b3a52a4-6f3e-4e8f-9a55-4b3c2f1e0a01'

const setup = (change: Partial<CardSetupRequest> = {}): CardSetupRequest => ({
  bookingId: BOOKING,
  idempotencyKey: `plan-card-${Math.random()}`,
  customerRef: 'cus_family',
  customerEmail: 'family@example.com',
  successUrl: 'https://app.example/bookings/b/pay?card=1',
  cancelUrl: 'https://app.example/bookings/b/pay',
  expiresAt: new Date(Date.now() + 40 * 60_000),
  ...change,
})

describe("changing a plan's card at Stripe", () => {
  it('opens a setup-mode Checkout Session on the family customer, charging nothing', async () => {
    const page = await stripe.createCardSetup(setup())
    expect(page.url).toMatch(/\/c\/setup\/cs_test_/)
    const body = standIn.requests.at(-1)?.body
    expect(body).toMatchObject({
      mode: 'setup',
      currency: 'usd',
      customer: 'cus_family',
      setup_intent_data: { metadata: { bookingId: BOOKING, planCard: 'true' } },
    })
    expect(body).not.toHaveProperty('line_items')
    expect(body).not.toHaveProperty('client_reference_id')
    expect(body).not.toHaveProperty('customer_email')
  })

  it('makes a customer for a family that has none yet, and opens one page per key', async () => {
    const once = setup({ customerRef: null })
    const first = await stripe.createCardSetup(once)
    const again = await stripe.createCardSetup(once)
    expect(again.id).toBe(first.id)
    expect(standIn.requests.at(-2)?.body).toMatchObject({
      customer_creation: 'always',
      customer_email: 'family@example.com',
    })
  })

  it("reads the saved card from the setup intent's event, and ignores anyone else's", () => {
    const saved = signedStripeEvent({
      type: 'setup_intent.succeeded',
      secret: WEBHOOK_SECRET,
      object: {
        id: 'seti_1',
        object: 'setup_intent',
        customer: 'cus_family',
        payment_method: 'pm_card_visa',
        metadata: { bookingId: BOOKING, planCard: 'true' },
      },
    })
    expect(stripe.readWebhook(saved.body, saved.signature)).toEqual({
      id: saved.id,
      type: 'plan_card.saved',
      bookingId: BOOKING,
      customerRef: 'cus_family',
      cardRef: 'pm_card_visa',
    })
    const other = signedStripeEvent({
      type: 'setup_intent.succeeded',
      secret: WEBHOOK_SECRET,
      object: { id: 'seti_2', object: 'setup_intent', metadata: {} },
    })
    expect(stripe.readWebhook(other.body, other.signature)).toBeNull()
  })

  it('lets the later charge use the new card', async () => {
    await stripe.chargeSavedCard({
      bookingId: BOOKING,
      planPaymentId: '5d1c6a0e-2b7f-4c1a-8e3d-9f0a1b2c3d4e',
      idempotencyKey: `plan-payment-${Math.random()}-1`,
      amountCents: 6_000,
      platformFeeCents: 600,
      connectedAccountId: 'acct_provider',
      customerRef: 'cus_family',
      cardRef: 'pm_card_visa',
    })
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      customer: 'cus_family',
      payment_method: 'pm_card_visa',
      off_session: 'true',
    })
  })
})
