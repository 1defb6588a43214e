import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildEnrolmentWorld } from '../../test/enrolment-world.ts'
import { extrasHelpers } from '../../test/extras-world.ts'
import { checkoutIdOf, payForBooking, TEST_CARDS } from '../../test/pay.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildEnrolmentWorld>>
let helpers: ReturnType<typeof extrasHelpers>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildEnrolmentWorld(app, 'day-extras')
  helpers = extrasHelpers(app, world)
})
afterAll(async () => {
  await app?.close()
})

describe("a term's extras on a camp day, a late payment and a retry", () => {
  it('books a camp day with its extras as a drop-in, a child’s extras priced once', async () => {
    const { termId, sessionIds } = await world.term('Summer camp', [8, 9, 10], {
      isCamp: true,
      dropInPriceCents: 4_500,
    })
    const care = await helpers.extra(termId, {
      name: 'After care',
      priceCents: 1_250,
      pricePer: 'session',
    })
    const shirt = await helpers.extra(termId, {
      name: 'T-shirt',
      priceCents: 1_500,
      pricePer: 'booking',
    })
    const hana = await world.child('Hana', birthDateAged(7))
    const ivo = await world.child('Ivo', birthDateAged(7))
    const answer = await helpers.book({
      sessionId: sessionIds[1],
      childIds: [hana, ivo],
      kind: 'drop_in',
      extras: [
        { childId: hana, extraId: care },
        { childId: hana, extraId: shirt },
        { childId: ivo, extraId: care },
      ],
      priceCents: 1,
    })
    expect(answer.statusCode).toBe(201)
    expect(answer.json().totalAmountCents).toBe(2 * 4_500 + 2 * 1_250 + 1_500)
    expect(answer.json().extras).toEqual([
      { name: 'After care', firstName: 'Hana', pricePer: 'session', amountCents: 1_250 },
      { name: 'T-shirt', firstName: 'Hana', pricePer: 'booking', amountCents: 1_500 },
      { name: 'After care', firstName: 'Ivo', pricePer: 'session', amountCents: 1_250 },
    ])
    expect(await helpers.extrasOf(answer.json().id)).toEqual([
      { firstName: 'Hana', name: 'After care', amountCents: 1_250, unitPriceCents: 1_250 },
      { firstName: 'Hana', name: 'T-shirt', amountCents: 1_500, unitPriceCents: 1_500 },
      { firstName: 'Ivo', name: 'After care', amountCents: 1_250, unitPriceCents: 1_250 },
    ])
  })

  it('refunds a late payment when its extra filled up while the hold had run out', async () => {
    const { termId, sessionIds } = await world.term('Late pay', [6, 7], {
      dropInPriceCents: 3_000,
    })
    const care = await helpers.extra(termId, {
      name: 'Early drop-off',
      priceCents: 400,
      pricePer: 'session',
      places: 1,
    })
    const jo = await world.child('Jo', birthDateAged(6))
    const kai = await world.child('Kai', birthDateAged(6))
    const late = await helpers.book({
      sessionId: sessionIds[0],
      childIds: [jo],
      kind: 'drop_in',
      extras: [{ childId: jo, extraId: care }],
    })
    const lateId = late.json().id
    const checkout = await app.inject({
      method: 'POST',
      url: `/api/bookings/${lateId}/checkout`,
      headers: { cookie: world.parent.cookie },
    })
    await world.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, lateId))
    // Kai takes the one early drop-off place the lapsed hold gave up.
    const other = await helpers.book({
      sessionId: sessionIds[0],
      childIds: [kai],
      kind: 'drop_in',
      extras: [{ childId: kai, extraId: care }],
    })
    expect(other.statusCode).toBe(201)
    await payForBooking(app, { bookingId: other.json().id, cookie: world.parent.cookie })
    await app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutIdOf(checkout.json().url)}`,
      payload: { cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
    })
    await app.jobs.runQueued()
    const after = await app.inject({
      method: 'GET',
      url: `/api/bookings/${lateId}`,
      headers: { cookie: world.parent.cookie },
    })
    expect(after.json()).toMatchObject({ status: 'expired', paymentStatus: 'refunded' })
  })

  it('gives a retry with the same key and extras its booking back, and refuses the key with other extras', async () => {
    const { termId, sessionIds } = await world.term('Retry', [9, 16], { dropInPriceCents: 1_000 })
    const lunch = await helpers.extra(termId, {
      name: 'Lunch',
      priceCents: 350,
      pricePer: 'session',
    })
    const kit = await helpers.extra(termId, { name: 'Kit', priceCents: 800, pricePer: 'booking' })
    const lev = await world.child('Lev', birthDateAged(6))
    const send = (extraId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: world.parent.cookie, 'idempotency-key': `retry-extras-${termId}` },
        payload: {
          sessionId: sessionIds[0],
          childIds: [lev],
          kind: 'drop_in',
          extras: [{ childId: lev, extraId }],
        },
      })
    const first = await send(lunch)
    expect(first.statusCode).toBe(201)
    const again = await send(lunch)
    expect(again.json().id).toBe(first.json().id)
    const other = await send(kit)
    expect(other.statusCode).toBe(422)
  })
})
