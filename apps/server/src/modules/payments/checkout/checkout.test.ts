import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { bookings, vendors } from '../../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'
import { checkoutIdOf, TEST_CARDS } from '../../../test/pay.ts'
import { NOT_TAKING_PAYMENTS } from '../../bookings/index.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
const birth = `${new Date().getUTCFullYear() - 6}-04-04`

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'pay')
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie = world.parent.cookie) =>
  app.inject({ method: 'GET', url, headers: { cookie } })
const post = (url: string, cookie = world.parent.cookie, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })
const payWith = (checkoutId: string, cardNumber: string) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${checkoutId}`,
    payload: { cardNumber, expiry: '12/34', cvc: '123' },
  })

async function hold(sessionId: string, name = 'Maya') {
  const childId = await world.child(name, birth)
  const booked = await world.book({ sessionId, childIds: [childId] })
  expect(booked.statusCode).toBe(201)
  return booked.json().id as string
}

const ledgerOf = (bookingId: string) =>
  queryRows<{ kind: string; cents: number }>(
    app.database.db,
    sql`select kind, sum(amount_cents)::int as cents from ledger_entries
      where booking_id = ${bookingId} group by kind order by kind`,
  )

/** The hold ran out a minute ago, as if 16 minutes had passed. */
const lapse = (bookingId: string) =>
  app.database.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
    .where(eq(bookings.id, bookingId))

describe('the test checkout', () => {
  it('keeps the hold through a declined card, then confirms and records the payment and fee', async () => {
    const sessionId = await world.session(new Date(Date.now() + 5 * DAY))
    const bookingId = await hold(sessionId)
    const checkout = await post(`/api/bookings/${bookingId}/checkout`)
    expect(checkout.statusCode).toBe(200)
    const checkoutId = checkoutIdOf(checkout.json().url)
    // Asking again while it is open gives the same page.
    expect((await post(`/api/bookings/${bookingId}/checkout`)).json().url).toBe(checkout.json().url)

    const page = await app.inject({
      method: 'GET',
      url: `/api/payments/test-checkout/${checkoutId}`,
    })
    expect(page.json()).toMatchObject({
      state: 'open',
      amountCents: 1250,
      providerName: 'Kite Club pay',
      bookingId,
    })
    expect(page.json().description).toMatch(/^Kite Making pay · /)

    const declined = await payWith(checkoutId, TEST_CARDS.declined)
    expect(declined.statusCode).toBe(402)
    expect(declined.json().detail).toBe('Your card was declined.')
    const poor = await payWith(checkoutId, TEST_CARDS.insufficientFunds)
    expect(poor.json().detail).toBe('Your card has insufficient funds.')
    const typo = await payWith(checkoutId, '4242 4242 4242 4241')
    expect(typo.json().detail).toBe('Your card number is incorrect.')
    const invalid = await payWith(checkoutId, '42')
    expect(invalid.statusCode).toBe(400)
    await app.jobs.runQueued()
    expect((await get(`/api/bookings/${bookingId}`)).json()).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    })

    const paid = await payWith(checkoutId, TEST_CARDS.succeeds)
    expect(paid.json().redirectUrl).toMatch(new RegExp(`/checkout/return\\?booking=${bookingId}$`))
    await app.jobs.runQueued()
    expect((await get(`/api/bookings/${bookingId}`)).json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paidAmountCents: 1250,
    })
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'payment', cents: 1250 },
      { kind: 'platform_fee', cents: 125 },
    ])
    // Paying the same checkout again changes nothing.
    expect((await payWith(checkoutId, TEST_CARDS.succeeds)).statusCode).toBe(200)
    await app.jobs.runQueued()
    expect(await ledgerOf(bookingId)).toHaveLength(2)
    expect((await post(`/api/bookings/${bookingId}/checkout`)).statusCode).toBe(409)
  })

  it('lets only the family ask for a checkout, and only for a paid hold', async () => {
    const sessionId = await world.session(new Date(Date.now() + 6 * DAY))
    const bookingId = await hold(sessionId, 'Ola')
    const visitor = await app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/checkout` })
    expect(visitor.statusCode).toBe(401)
    expect(
      (await post(`/api/bookings/${bookingId}/checkout`, world.stranger.cookie)).statusCode,
    ).toBe(404)
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/payments/test-checkout/cs_test_nothing_here_at_all',
    })
    expect(unknown.statusCode).toBe(404)

    const free = await buildBookingWorld(app, 'free', { priceCents: 0 })
    const freeSession = await free.session(new Date(Date.now() + 6 * DAY))
    const kid = await free.child('Fay', birth)
    const booked = await free.book({ sessionId: freeSession, childIds: [kid] })
    expect(booked.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'none' })
    const checkout = await post(`/api/bookings/${booked.json().id}/checkout`, free.parent.cookie)
    expect(checkout.statusCode).toBe(409)
  })

  it('refuses paid places of a provider that has not connected payments', async () => {
    const sessionId = await world.session(new Date(Date.now() + 7 * DAY))
    await app.database.db
      .update(vendors)
      .set({ paymentAccountStatus: 'onboarding' })
      .where(eq(vendors.id, world.vendor.id))
    try {
      const childId = await world.child('Nia', birth)
      const refused = await world.book({ sessionId, childIds: [childId] })
      expect(refused.statusCode).toBe(409)
      expect(refused.json().detail).toBe(NOT_TAKING_PAYMENTS)
    } finally {
      await app.database.db
        .update(vendors)
        .set({ paymentAccountStatus: 'connected' })
        .where(eq(vendors.id, world.vendor.id))
    }
  })
})

describe('holds', () => {
  it('free their places at their time, before any job runs; the job then tidies and tells once', async () => {
    const sessionId = await world.session(new Date(Date.now() + 8 * DAY))
    const held = [
      await hold(sessionId, 'A1'),
      await hold(sessionId, 'A2'),
      await hold(sessionId, 'A3'),
    ]
    const late = await world.child('A4', birth)
    const full = await world.book({ sessionId, childIds: [late] })
    expect(full.json().detail).toBe('This session is full.')

    await lapse(held[0] ?? '')
    expect((await get(`/api/bookings/${held[0]}`)).json()).toMatchObject({
      status: 'expired',
      holdExpiresAt: null,
      canCancel: false,
    })
    const retried = await world.book({ sessionId, childIds: [late] })
    expect(retried.statusCode).toBe(201)
    expect((await post(`/api/bookings/${held[0]}/checkout`)).statusCode).toBe(409)

    const before = (await app.deliveredMail()).length
    await app.jobs.send('expire-holds', {})
    await app.jobs.runQueued()
    await app.jobs.send('expire-holds', {})
    const mails = (await app.deliveredMail()).slice(before)
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Places no longer held: Kite Making pay on /),
    ])
    const [row] = await app.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, held[0] ?? ''))
    expect(row?.status).toBe('expired')
  })

  it('let a family release a hold, and confirm a late payment only while there is room', async () => {
    const sessionId = await world.session(new Date(Date.now() + 9 * DAY))
    const released = await hold(sessionId, 'B1')
    expect((await post(`/api/bookings/${released}/cancel`)).json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'none',
    })

    // Late, with room left: confirmed.
    const roomy = await hold(sessionId, 'B2')
    const roomyCheckout = checkoutIdOf((await post(`/api/bookings/${roomy}/checkout`)).json().url)
    await lapse(roomy)
    await payWith(roomyCheckout, TEST_CARDS.succeeds)
    await app.jobs.runQueued()
    expect((await get(`/api/bookings/${roomy}`)).json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    })

    // Late, after others took the places: refunded in full and told, never overbooked.
    const unlucky = await hold(sessionId, 'B3')
    const unluckyCheckout = checkoutIdOf(
      (await post(`/api/bookings/${unlucky}/checkout`)).json().url,
    )
    await lapse(unlucky)
    await world.bookAndPay({ sessionId, childIds: [await world.child('B4', birth)] })
    await world.bookAndPay({ sessionId, childIds: [await world.child('B5', birth)] })
    const before = (await app.deliveredMail()).length
    await payWith(unluckyCheckout, TEST_CARDS.succeeds)
    await app.jobs.runQueued()
    expect((await get(`/api/bookings/${unlucky}`)).json()).toMatchObject({
      status: 'expired',
      paymentStatus: 'refunded',
      paidAmountCents: 1250,
      refundedAmountCents: 1250,
    })
    expect(await ledgerOf(unlucky)).toEqual([
      { kind: 'fee_refund', cents: 125 },
      { kind: 'payment', cents: 1250 },
      { kind: 'platform_fee', cents: 125 },
      { kind: 'refund', cents: 1250 },
    ])
    const [refund] = await queryRows<{ reference: string }>(
      app.database.db,
      sql`select reference from ledger_entries where booking_id = ${unlucky} and kind = 'refund'`,
    )
    expect(refund?.reference).toMatch(/^re_test_/)
    const subjects = (await app.deliveredMail()).slice(before).map((mail) => mail.subject)
    expect(subjects).toContainEqual(
      expect.stringMatching(/^Refunded: Kite Making pay on .* filled up$/),
    )
    const [taken] = await queryRows<{ places: number }>(
      app.database.db,
      sql`select coalesce(sum(quantity), 0)::int as places from bookings
        where schedule_id = ${sessionId} and status = 'confirmed'`,
    )
    expect(taken?.places).toBe(3)
  })
})
