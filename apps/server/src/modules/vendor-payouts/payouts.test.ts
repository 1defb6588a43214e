import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { refundBooking } from '../bookings/index.ts'
import { buildPayoutsWorld } from './payouts-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPayoutsWorld>>
let other: Awaited<ReturnType<typeof buildPayoutsWorld>>
const ids: Record<'a' | 'b' | 'c' | 'otherPaid', string> = { a: '', b: '', c: '', otherPaid: '' }

const SPRING = 'from=2026-03-01&to=2026-05-31'

const payouts = (query: string, cookie = world.owner.cookie) =>
  app.inject({ method: 'GET', url: `/api/vendor/payouts?${query}`, headers: { cookie } })

/**
 * Three bookings really paid at $12.50 a place with the 10% fee, then dated on Chicago's clock:
 * A (2 places) on March 31 at 23:30, already April 1 in UTC; B (1 place) on April 1 at 00:30,
 * $5 refunded on April 15; C (3 places) on April 10, refunded in full on May 2.
 */
beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  world = await buildPayoutsWorld(app, 'main')
  other = await buildPayoutsWorld(app, 'other')
  ids.a = await world.bookAndPay(2)
  ids.b = await world.bookAndPay(1)
  ids.c = await world.bookAndPay(3)
  ids.otherPaid = await other.bookAndPay(1)
  const refund = (bookingId: string, amountCents?: number) =>
    refundBooking({ db, jobs: app.jobs, bookingId, amountCents, reason: 'Family asked' })
  expect(await refund(ids.b, 500)).toBe(500)
  expect(await refund(ids.c)).toBe(3750)
  await app.jobs.runQueued()
  await world.movedAt(ids.a, ['payment', 'platform_fee'], '2026-04-01T04:30:00Z')
  await world.movedAt(ids.b, ['payment', 'platform_fee'], '2026-04-01T05:30:00Z')
  await world.movedAt(ids.b, ['refund', 'fee_refund'], '2026-04-15T15:00:00Z')
  await world.movedAt(ids.c, ['payment', 'platform_fee'], '2026-04-10T15:00:00Z')
  await world.movedAt(ids.c, ['refund', 'fee_refund'], '2026-05-02T15:00:00Z')
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/vendor/payouts', () => {
  it('adds the ledger up to the cent, month by month on the provider clock', async () => {
    const response = await payouts(SPRING)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      paymentAccountStatus: 'connected',
      testMode: true,
      timeZone: 'America/Chicago',
      period: 'month',
      from: '2026-03-01',
      to: '2026-05-31',
      // $75 paid; $42.50 refunded; fees $2.50 + $1.25 + $3.75 − $0.50 − $3.75 back = $3.25
      totals: {
        grossCents: 7500,
        feeCents: 325,
        refundedCents: 4250,
        netCents: 2925,
        payments: 3,
      },
    })
    const periods = body.periods.map((row: Record<string, number | string>) => [
      row.periodStart,
      row.grossCents,
      row.feeCents,
      row.refundedCents,
      row.netCents,
      row.payments,
    ])
    expect(periods).toEqual([
      // C's refund and the fee it gave back: money left the provider in May.
      ['2026-05-01', 0, -375, 3750, -3375, 0],
      // B (after midnight in Chicago) and C; B's $5 refund gives back $0.50 of its fee.
      ['2026-04-01', 5000, 450, 500, 4050, 2],
      // A: April 1 in UTC, still March 31 in Chicago.
      ['2026-03-01', 2500, 250, 0, 2250, 1],
    ])
  })

  it('lists each booking with what moved for it, latest payment first', async () => {
    const body = (await payouts(SPRING)).json()
    expect(body.bookings).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    expect(body.bookings.items).toEqual([
      {
        bookingId: ids.c,
        paidAt: '2026-04-10T15:00:00.000Z',
        activityTitle: 'Clay, Paint & "Glaze" main',
        sessionStartsAt: expect.any(String),
        sessionTimeZone: 'America/Chicago',
        familyName: 'Emily C.',
        places: 3,
        paidCents: 3750,
        feeCents: 0,
        refundedCents: 3750,
        netCents: 0,
        paymentStatus: 'refunded',
        discountCents: 0,
        code: null,
      },
      expect.objectContaining({
        bookingId: ids.b,
        places: 1,
        paidCents: 1250,
        feeCents: 75,
        refundedCents: 500,
        netCents: 675,
        paymentStatus: 'partially_refunded',
      }),
      expect.objectContaining({
        bookingId: ids.a,
        places: 2,
        netCents: 2250,
        paymentStatus: 'paid',
      }),
    ])
    const second = (await payouts(`${SPRING}&limit=1&page=2`)).json().bookings
    expect(second).toMatchObject({ total: 3, page: 2, pageCount: 3 })
    expect(second.items.map((row: { bookingId: string }) => row.bookingId)).toEqual([ids.b])
  })

  it('starts and ends the range at midnight in Chicago', async () => {
    const april = (await payouts('from=2026-04-01&to=2026-04-30')).json()
    expect(april.totals).toEqual({
      grossCents: 5000,
      feeCents: 450,
      refundedCents: 500,
      netCents: 4050,
      payments: 2,
    })
    expect(april.bookings.items.map((row: { bookingId: string }) => row.bookingId)).toEqual([
      ids.c,
      ids.b,
    ])
  })

  it('cuts the range into Monday weeks, empty weeks included', async () => {
    const body = (await payouts('period=week&from=2026-03-25&to=2026-04-05')).json()
    expect(
      body.periods.map((row: { periodStart: string; grossCents: number }) => [
        row.periodStart,
        row.grossCents,
      ]),
    ).toEqual([
      ['2026-03-30', 3750],
      ['2026-03-23', 0],
    ])
  })

  it('shows this month and the five before it by default', async () => {
    const body = (await payouts('', other.owner.cookie)).json()
    expect(body.periods).toHaveLength(6)
    // From the 1st of the month five months back to today, on the provider's clock.
    expect(body.periods[0].periodStart).toBe(`${body.to.slice(0, 8)}01`)
    expect(body.from).toBe(body.periods[5].periodStart)
    expect(body.totals).toMatchObject({ grossCents: 1250, feeCents: 125, netCents: 1125 })
  })

  it("shows each provider only their own money, never another's booking", async () => {
    const own = (await payouts('', other.owner.cookie)).json().bookings.items
    expect(own.map((row: { bookingId: string }) => row.bookingId)).toEqual([ids.otherPaid])
    const mine = (await payouts(SPRING)).json().bookings.items
    expect(mine.map((row: { bookingId: string }) => row.bookingId)).not.toContain(ids.otherPaid)
  })

  it.each([
    ['from=2026-05-01&to=2026-04-01', 'The start date must be on or before the end date'],
    ['from=2026-02-30', 'Enter a real start date'],
    ['to=April', 'Enter the end date as YYYY-MM-DD'],
    ['period=year', 'Period must be month or week'],
    ['from=2020-01-01&to=2026-01-01', 'Choose a range of at most 731 days'],
    ['from=2099-01-01', 'The start date must be on or before the end date'],
  ])('refuses %s in words', async (query, sentence) => {
    const response = await payouts(query)
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.body).toContain(sentence)
  })

  it('is for providers only: 401 for a visitor, 403 for a parent or an admin', async () => {
    const admin = await createSignedInUser(app, {
      email: 'admin@payouts.example',
      roles: ['admin'],
    })
    const visitor = await app.inject({ method: 'GET', url: '/api/vendor/payouts' })
    expect(visitor.statusCode).toBe(401)
    for (const cookie of [world.parent.cookie, admin.cookie]) {
      for (const url of ['/api/vendor/payouts', '/api/vendor/payouts.csv']) {
        expect((await app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403)
      }
      const connect = await app.inject({
        method: 'POST',
        url: '/api/vendor/payouts/connect',
        headers: { cookie },
      })
      expect(connect.statusCode).toBe(403)
    }
  })
})

describe('GET /api/vendor/payouts.csv', () => {
  it('has one row per booking, amounts in dollars, quoted as RFC 4180 says', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/vendor/payouts.csv?${SPRING}`,
      headers: { cookie: world.owner.cookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="payouts-2026-03-01-2026-05-31.csv"',
    )
    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe(
      'Booking,Date paid (America/Chicago),Activity,Session start (local time),Family,Places,' +
        'Paid (USD),Platform fee (USD),Refunded (USD),Net (USD),Payment status,Discounts (USD),Code',
    )
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe('')
    const a = lines[3]?.split(',') ?? []
    expect(lines[3]).toContain(`${ids.a},2026-03-31 23:30,"Clay, Paint & ""Glaze"" main",`)
    expect(a.slice(-8)).toEqual(['2', '25.00', '2.50', '0.00', '22.50', 'paid', '0.00', ''])
    expect(lines[1]?.endsWith(',3,37.50,0.00,37.50,0.00,refunded,0.00,')).toBe(true)
  })

  it('writes money that left the provider as a plain negative number', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/payouts.csv?from=2026-05-01&to=2026-05-31',
      headers: { cookie: world.owner.cookie },
    })
    expect(
      response.body.split('\r\n')[1]?.endsWith(',3,0.00,-3.75,37.50,-33.75,refunded,0.00,'),
    ).toBe(true)
  })

  it('refuses a range in the wrong order', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/vendor/payouts.csv?from=2026-05-01&to=2026-04-01',
      headers: { cookie: world.owner.cookie },
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('The start date must be on or before the end date')
  })
})
