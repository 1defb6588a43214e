import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, termExtras, terms } from '../../../db/schema/index.ts'
import { createMemoryMailer } from '../../../infra/mail/index.ts'
import { createStripePaymentProvider } from '../../../infra/payments/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'
import { birthDateAged } from '../../../test/calendar.ts'
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts'

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>

beforeAll(async () => {
  standIn = await startStripeStandIn()
  const stripe = createStripePaymentProvider({
    secretKey: 'sk_test_checkout_lines',
    webhookSecret: 'whsec_checkout_lines',
    clientOptions: standIn.clientOptions,
  })
  app = await buildTestApp({}, undefined, {}, undefined, createMemoryMailer(), stripe)
  world = await buildBookingWorld(app, 'lines')
})
afterAll(async () => {
  await app?.close()
  await standIn?.close()
})

describe('what the checkout charges', () => {
  it("is the booking's total to the cent when its children pay different amounts", async () => {
    const [term] = await app.database.db
      .insert(terms)
      .values({
        activityId: world.activityId,
        name: 'Camp',
        priceCents: 20_000,
        dropInPriceCents: 4_500,
      })
      .returning({ id: terms.id })
    const termId = term?.id ?? ''
    const sessionId = await world.session(new Date(Date.now() + 6 * DAY))
    await app.database.db
      .update(activitySchedules)
      .set({ termId })
      .where(eq(activitySchedules.id, sessionId))
    const [care] = await app.database.db
      .insert(termExtras)
      .values({ termId, name: 'After care', priceCents: 1_255, pricePer: 'session' })
      .returning({ id: termExtras.id })
    const ada = await world.child('Ada', birthDateAged(6))
    const ben = await world.child('Ben', birthDateAged(6))
    const booked = await world.book({
      sessionId,
      childIds: [ada, ben],
      kind: 'drop_in',
      extras: [{ childId: ada, extraId: care?.id }],
    })
    expect(booked.statusCode).toBe(201)
    const bookingId = booked.json().id
    // Two drop-ins at $45.00 and Ada's after care: an odd total no per-child price divides.
    expect(booked.json().totalAmountCents).toBe(10_255)

    const checkout = await app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/checkout`,
      headers: { cookie: world.parent.cookie },
    })
    expect(checkout.statusCode).toBe(200)
    const [asked] = standIn.requests.filter(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.body.client_reference_id === bookingId,
    )
    const lines = asked?.body.line_items as {
      price_data: { unit_amount: string }
      quantity: string
    }[]
    const charged = lines.reduce(
      (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity),
      0,
    )
    expect(charged).toBe(10_255)
    expect(lines.every((line) => Number.isInteger(Number(line.price_data.unit_amount)))).toBe(true)
  })
})
