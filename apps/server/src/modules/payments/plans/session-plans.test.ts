import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { activitySchedules } from '../../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { DAY, HOUR } from '../../../test/booking-world.ts'
import { checkoutIdOf } from '../../../test/pay.ts'
import { PLAN_NOT_OFFERED } from './plan-rows.ts'
import { buildPlanWorld, PLAN_CARDS } from './plan-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPlanWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPlanWorld(app, 'session-plans')
})
afterAll(async () => {
  await app?.close()
})

const THREE = { kind: 'instalments', instalments: 3 }

const setActivityPlan = (body: object, cookie = world.provider.cookie) =>
  app.inject({
    method: 'PUT',
    url: `/api/vendor/activities/${world.activityId}/payment-plan`,
    headers: { cookie },
    payload: body,
  })

/** A session of the course on its own (no term), `days` from now; the course costs $15.00. */
async function sessionIn(days: number) {
  const startsAt = new Date(Date.now() + days * DAY)
  const [row] = await world.db
    .insert(activitySchedules)
    .values({ activityId: world.activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
    .returning({ id: activitySchedules.id })
  return row?.id ?? ''
}

const quote = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings/quote',
    headers: { cookie: world.parent.cookie },
    payload: { childIds: [world.childId], ...payload },
  })

const choicesOf = (answer: Awaited<ReturnType<typeof quote>>) =>
  (answer.json().paymentChoices as { choice: string; payments: { amountCents: number }[] }[]).map(
    (choice) => [choice.choice, choice.payments.map((payment) => payment.amountCents)],
  )

/** Books the session for Maya and opens its checkout paying by `choice`. */
async function bookAndCheckout(payload: object, choice: string) {
  const booked = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie: world.parent.cookie },
    payload: { childIds: [world.childId], ...payload },
  })
  expect(booked.statusCode).toBe(201)
  const bookingId = booked.json().id as string
  const checkout = await app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/checkout`,
    headers: { cookie: world.parent.cookie },
    payload: { choice },
  })
  return { bookingId, checkout }
}

describe('a plan on single-session prices', () => {
  it('is the provider’s own: another provider does not find it, a deposit above the price is refused', async () => {
    const stranger = await setActivityPlan({ plan: THREE }, world.otherProvider.cookie)
    expect(stranger.statusCode).toBe(404)
    const tooBig = await setActivityPlan({
      plan: { kind: 'deposit', depositCents: 2_000, depositPercent: null, balanceDaysBefore: 14 },
    })
    expect(tooBig.statusCode).toBe(422)
    expect(tooBig.json().detail).toBe('The deposit of $20.00 is more than the price of $15.00.')
    const visitor = await app.inject({
      method: 'GET',
      url: `/api/vendor/activities/${world.activityId}/payment-plan`,
    })
    expect(visitor.statusCode).toBe(401)
    const read = await app.inject({
      method: 'GET',
      url: `/api/vendor/activities/${world.activityId}/payment-plan`,
      headers: { cookie: world.provider.cookie },
    })
    expect(read.json()).toEqual({ plan: { kind: 'none' }, keepsFirstPayment: true })
  })

  it('is offered on a session far enough ahead and on a drop-in, not on a trial nor a session soon', async () => {
    expect((await setActivityPlan({ plan: THREE })).statusCode).toBe(200)
    const far = await sessionIn(100)
    expect(choicesOf(await quote({ sessionId: far }))).toEqual([
      ['full', [1_500]],
      ['instalments', [500, 500, 500]],
    ])
    expect(choicesOf(await quote({ sessionId: await sessionIn(10) }))).toEqual([['full', [1_500]]])

    // The term's own plan is for enrolments; its drop-ins follow the activity's.
    const { sessionIds } = await world.term('Drop-in plan', [120, 127], {
      dropInPriceCents: 3_000,
      trialPriceCents: 900,
    })
    const dropIn = { sessionId: sessionIds[0], kind: 'drop_in' }
    expect(choicesOf(await quote(dropIn))).toEqual([
      ['full', [3_000]],
      ['instalments', [1_000, 1_000, 1_000]],
    ])
    const trial = { sessionId: sessionIds[1], kind: 'trial' }
    expect(choicesOf(await quote(trial))).toEqual([['full', [900]]])
    const { checkout } = await bookAndCheckout(trial, 'instalments')
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().detail).toBe(PLAN_NOT_OFFERED)
  })

  it('charges a session booked on its own by its plan, each payment once, to the cent', async () => {
    expect((await setActivityPlan({ plan: THREE, keepsFirstPayment: false })).statusCode).toBe(200)
    const { bookingId, checkout } = await bookAndCheckout(
      { sessionId: await sessionIn(110) },
      'instalments',
    )
    expect(checkout.statusCode).toBe(200)
    const paid = await app.inject({
      method: 'POST',
      url: `/api/payments/test-checkout/${checkoutIdOf(checkout.json().url)}`,
      payload: { cardNumber: PLAN_CARDS.pays, expiry: '12/34', cvc: '123' },
    })
    expect(paid.statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await world.bookingRow(bookingId)).toMatchObject({ status: 'confirmed', paid: 500 })
    const [plan] = await queryRows<{ keeps: number }>(
      world.db,
      sql`select keeps_cents as keeps from booking_plans where booking_id = ${bookingId}`,
    )
    expect(Number(plan?.keeps)).toBe(0)

    const second = await world.justAfterDue(bookingId, 2)
    await world.chargeAt(second)
    await world.chargeAt(second)
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'scheduled'])
    await world.chargeAt(await world.justAfterDue(bookingId, 3))
    expect(await world.statuses(bookingId)).toEqual(['paid', 'paid', 'paid'])
    expect(await world.ledgerOf(bookingId)).toMatchObject({ payment: 1_500 })
    expect(await world.bookingRow(bookingId)).toMatchObject({ paid: 1_500, refunded: 0 })
  })

  it('stops being offered once the provider removes it', async () => {
    expect((await setActivityPlan({ plan: { kind: 'none' } })).statusCode).toBe(200)
    const { checkout } = await bookAndCheckout({ sessionId: await sessionIn(130) }, 'instalments')
    expect(checkout.statusCode).toBe(409)
    expect(checkout.json().detail).toBe(PLAN_NOT_OFFERED)
  })
})
