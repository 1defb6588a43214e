import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../../db/schema/index.ts'
import { createMemoryMailer } from '../../../infra/mail/index.ts'
import { createStripePaymentProvider } from '../../../infra/payments/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'
import { testDatabaseUrl } from '../../../test/database.ts'
import { buildSecondInstance } from '../../../test/second-instance.ts'
import { startStripeStandIn } from '../../../test/stripe-stand-in.ts'

// Two servers on PostgreSQL, each with its own Stripe client, as in production; one on PGlite.
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>
let app: TestAppWithMail
let other: Pick<TestAppWithMail, 'inject' | 'close'>
let world: Awaited<ReturnType<typeof buildBookingWorld>>
const birth = `${new Date().getUTCFullYear() - 6}-06-06`

const stripeClient = () =>
  createStripePaymentProvider({
    secretKey: 'sk_test_checkout_keys',
    webhookSecret: 'whsec_checkout_keys',
    clientOptions: standIn.clientOptions,
  })

beforeAll(async () => {
  standIn = await startStripeStandIn()
  app = await buildTestApp({}, undefined, {}, undefined, createMemoryMailer(), stripeClient())
  other = testDatabaseUrl ? await buildSecondInstance(app, stripeClient()) : app
  world = await buildBookingWorld(app, 'keys')
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
  await standIn?.close()
})

const checkout = (bookingId: string, index = 0) =>
  (index % 2 === 0 ? app : other).inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/checkout`,
    headers: { cookie: world.parent.cookie },
  })
const sessionsAskedFor = (bookingId: string) =>
  standIn.requests.filter(
    (request) =>
      request.path === '/v1/checkout/sessions' && request.body.client_reference_id === bookingId,
  )
/** The checkout closes while the places stay held, as during a long waiting-list offer. */
const closeCheckout = (bookingId: string, holdMinutesLeft: number) =>
  app.database.db
    .update(bookings)
    .set({
      checkoutExpiresAt: new Date(Date.now() - 1_000),
      holdExpiresAt: new Date(Date.now() + holdMinutesLeft * 60_000),
    })
    .where(eq(bookings.id, bookingId))

describe('Stripe checkouts and their idempotency keys', () => {
  it('asks Stripe once for 20 requests at once, and sends a key again only with identical parameters', async () => {
    const sessionId = await world.session(new Date(Date.now() + 5 * DAY))
    const childId = await world.child('Ivo', birth)
    const booking = (await world.book({ sessionId, childIds: [childId] })).json()

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => checkout(booking.id, index)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((answer) => answer.json().url)).size).toBe(1)
    expect(sessionsAskedFor(booking.id)).toHaveLength(1)

    // A closed checkout is replaced by a new one under a new key.
    await closeCheckout(booking.id, 40)
    const renewed = await checkout(booking.id, 1)
    expect(renewed.statusCode).toBe(200)
    expect(renewed.json().url).not.toBe(answers[0]?.json().url)

    // Stripe failing answers 503 and keeps nothing; asking again a moment later succeeds.
    await closeCheckout(booking.id, 50)
    standIn.failNext({ status: 500, type: 'api_error', message: 'An unknown error occurred.' })
    expect((await checkout(booking.id)).statusCode).toBe(503)
    const retried = await checkout(booking.id, 1)
    expect(retried.statusCode).toBe(200)

    const asked = sessionsAskedFor(booking.id)
    const bodiesByKey = new Map<string, Set<string>>()
    for (const request of asked) {
      const key = request.idempotencyKey ?? ''
      bodiesByKey.set(key, (bodiesByKey.get(key) ?? new Set()).add(JSON.stringify(request.body)))
    }
    expect(asked).toHaveLength(4)
    expect([...bodiesByKey.values()].every((bodies) => bodies.size === 1)).toBe(true)
    expect(new Set([answers[0], renewed, retried].map((answer) => answer?.json().url)).size).toBe(3)
  })
})
