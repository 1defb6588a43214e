import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { DAY } from '../../../test/booking-world.ts'
import { checkoutIdOf, payForBooking } from '../../../test/pay.ts'
import { BIRTH, buildCreditWorld } from './credit-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCreditWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCreditWorld(app, 'credit-checkout')
})
afterAll(async () => {
  await app?.close()
})

const ledgerOf = (bookingId: string) =>
  queryRows<{ kind: string; cents: number }>(
    app.database.db,
    sql`select kind, sum(amount_cents)::int as cents from ledger_entries
      where booking_id = ${bookingId} group by kind order by kind`,
  )

async function newSession(days = 10) {
  return world.session(new Date(Date.now() + days * DAY))
}

const bookOne = async (firstName: string) =>
  world.book({ sessionId: await newSession(), childIds: [await world.child(firstName, BIRTH)] })

describe('credit at checkout', () => {
  it('spends the provider credit before the card, and the card pays the rest', async () => {
    await world.grant({ amountCents: 500 })
    const sessionId = await newSession()
    const childIds = [await world.child('Ada', BIRTH)]
    const quote = await world.parentApi.post('/api/bookings/quote', { sessionId, childIds })
    expect(quote.json()).toMatchObject({
      totalCents: 1250,
      creditUses: [{ providerName: 'Kite Club credit-checkout', amountCents: 500 }],
      cardCents: 750,
    })
    const booked = await world.book({ sessionId, childIds })
    expect(booked.statusCode).toBe(201)
    expect(booked.json()).toMatchObject({
      status: 'pending',
      totalAmountCents: 1250,
      creditUses: [{ providerName: 'Kite Club credit-checkout', amountCents: 500 }],
    })
    const bookingId = booked.json().id as string
    const checkout = await world.parentApi.post(`/api/bookings/${bookingId}/checkout`)
    const page = await world.parentApi.get(
      `/api/payments/test-checkout/${checkoutIdOf(checkout.json().url)}`,
    )
    expect(page.json().amountCents).toBe(750)
    await payForBooking(app, { bookingId, cookie: world.parent.cookie })
    const paid = await world.parentApi.get(`/api/bookings/${bookingId}`)
    expect(paid.json()).toMatchObject({
      status: 'confirmed',
      paidAmountCents: 750,
      creditUses: [{ providerName: 'Kite Club credit-checkout', amountCents: 500 }],
    })
    // The platform's 10% is on what the card paid.
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'payment', cents: 750 },
      { kind: 'platform_fee', cents: 75 },
    ])
    expect(await world.credits()).toEqual([])

    // Cancelled 48 hours ahead: the card part back to the card, the credit back as credit.
    const cancelled = await world.parentApi.post(`/api/bookings/${bookingId}/cancel`)
    expect(cancelled.statusCode).toBe(200)
    expect((await world.parentApi.get(`/api/bookings/${bookingId}`)).json()).toMatchObject({
      status: 'cancelled',
      refundedAmountCents: 750,
    })
    expect(await world.credits()).toEqual([
      expect.objectContaining({ providerName: 'Kite Club credit-checkout', leftCents: 500 }),
    ])
    // Spend it off for the tests that follow.
    expect((await bookOne('Ada2')).json().creditUses).toEqual([
      { providerName: 'Kite Club credit-checkout', amountCents: 500 },
    ])
  })

  it('confirms at once, with no card, when the credit covers the booking; the platform pays its part', async () => {
    await world.grant({ amountCents: 1000 })
    const platform = await world.grant({ amountCents: 2000, vendorId: null })
    const booked = await bookOne('Bea')
    expect(booked.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'none',
      holdExpiresAt: null,
      creditUses: [
        { providerName: 'Kite Club credit-checkout', amountCents: 1000 },
        { providerName: null, amountCents: 250 },
      ],
    })
    const bookingId = booked.json().id as string
    const checkout = await world.parentApi.post(`/api/bookings/${bookingId}/checkout`)
    expect(checkout.statusCode).toBe(409)
    expect(await ledgerOf(bookingId)).toEqual([{ kind: 'platform_credit', cents: 250 }])
    expect(await world.credits()).toEqual([
      expect.objectContaining({ id: platform.id, providerName: null, leftCents: 1750 }),
    ])

    // The family cancels: the platform takes back what it paid, the credit comes back.
    await world.parentApi.post(`/api/bookings/${bookingId}/cancel`)
    expect(await ledgerOf(bookingId)).toEqual([
      { kind: 'platform_credit', cents: 250 },
      { kind: 'platform_credit_refund', cents: 250 },
    ])
    expect((await world.credits()).map((credit) => credit.leftCents)).toEqual([1000, 2000])
  })

  it('gives the credit back when an unpaid hold runs out, without a job', async () => {
    const held = await buildCreditWorld(app, 'credit-hold')
    await held.grant({ amountCents: 500 })
    const sessionId = await held.session(new Date(Date.now() + 10 * DAY))
    const childIds = [await held.child('Cal', BIRTH)]
    const booked = await held.book({ sessionId, childIds })
    expect(booked.json().creditUses).toEqual([
      { providerName: 'Kite Club credit-hold', amountCents: 500 },
    ])
    expect(await held.credits()).toEqual([])
    // Its hold runs out unpaid: the credit is the family's again at that moment.
    await queryRows(
      app.database.db,
      sql`update bookings set hold_expires_at = now() - interval '1 minute'
        where id = ${booked.json().id}`,
    )
    expect(await held.credits()).toEqual([expect.objectContaining({ leftCents: 500 })])
  })

  it('does not spend a credit past its expiry, nor show it', async () => {
    await queryRows(
      app.database.db,
      sql`delete from account_credits where customer_id = ${world.stranger.userId}`,
    )
    const thirteenMonthsAgo = new Date(Date.now() - 396 * DAY)
    await world.grant({
      amountCents: 900,
      customerId: world.stranger.userId,
      now: thirteenMonthsAgo,
    })
    const booked = await world.book(
      {
        sessionId: await newSession(),
        childIds: [await world.child('Dot', BIRTH, world.stranger.userId)],
      },
      world.stranger.cookie,
    )
    expect(booked.json()).toMatchObject({ status: 'pending', creditUses: [] })
    const listed = await app.inject({
      method: 'GET',
      url: '/api/credits',
      headers: { cookie: world.stranger.cookie },
    })
    expect(listed.json()).toEqual({ credits: [] })
  })
})

describe('a credit racing against itself', () => {
  it('is spent once by two checkouts at the same moment', async () => {
    const racer = await buildCreditWorld(app, 'credit-race')
    await racer.grant({ amountCents: 1250 })
    const sessions = [
      await racer.session(new Date(Date.now() + 10 * DAY)),
      await racer.session(new Date(Date.now() + 11 * DAY)),
    ]
    const kids = [await racer.child('Eve', BIRTH), await racer.child('Fay', BIRTH)]
    const [one, two] = await Promise.all(
      sessions.map((sessionId, i) => racer.book({ sessionId, childIds: [kids[i] ?? ''] })),
    )
    expect([one?.statusCode, two?.statusCode]).toEqual([201, 201])
    const statuses = [one?.json().status, two?.json().status].sort()
    expect(statuses).toEqual(['confirmed', 'pending'])
    const [spent] = await queryRows<{ cents: number; bookings: number }>(
      app.database.db,
      sql`select sum(amount_cents)::int as cents, count(distinct booking_id)::int as bookings
        from account_credits where customer_id = ${racer.parent.userId} and kind = 'spent'`,
    )
    expect(spent).toEqual({ cents: 1250, bookings: 1 })
    expect(await racer.credits()).toEqual([])
  })
})
