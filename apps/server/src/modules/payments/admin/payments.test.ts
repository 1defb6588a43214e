import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../../test/accounts.ts'
import { apiAs } from '../../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { buildBookingWorld, DAY } from '../../../test/booking-world.ts'

type World = Awaited<ReturnType<typeof buildBookingWorld>>
type Row = { kind: string; bookingId: string; amountCents: number; reference: string }

let app: TestAppWithMail
let kites: World
let drums: World
let admin: ReturnType<typeof apiAs>
const booked: Record<string, string> = {}
const birth = `${new Date().getUTCFullYear() - 6}-04-04`
const today = new Date().toISOString().slice(0, 10)
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)

async function pay(world: World, children: number) {
  const sessionId = await world.session(new Date(Date.now() + 9 * DAY))
  const childIds = []
  for (let index = 0; index < children; index++) childIds.push(await world.child('Kid', birth))
  return (await world.bookAndPay({ sessionId, childIds })).json().id as string
}

beforeAll(async () => {
  app = await buildTestApp()
  kites = await buildBookingWorld(app, 'ledger')
  drums = await buildBookingWorld(app, 'drums')
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'boss@ledger.example', roles: ['admin'] })).cookie,
  )
  booked.kitesTwo = await pay(kites, 2)
  booked.kitesOne = await pay(kites, 1)
  booked.drums = await pay(drums, 3)
  await admin.post(`/api/admin/bookings/${booked.kitesTwo}/refund`, {
    amountCents: 1000,
    reason: '=Rain, "storm" day',
  })
})
afterAll(async () => {
  await app?.close()
})

const list = async (query = '') => (await admin.get(`/api/admin/payments${query}`)).json()
const kindsAndAmounts = (rows: Row[]) => rows.map((row) => [row.kind, row.amountCents])

describe('GET /api/admin/payments', () => {
  it('lists payments and refunds newest first with the totals of every match', async () => {
    const page = await list()
    expect(kindsAndAmounts(page.items)).toEqual([
      ['refund', 1000],
      ['payment', 3750],
      ['payment', 1250],
      ['payment', 2500],
    ])
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 1 })
    // Fees: 250 + 125 + 375 taken, 100 given back with the refund.
    expect(page.totals).toEqual({
      grossCents: 7500,
      refundsCents: 1000,
      feesCents: 650,
      providerNetCents: 5850,
      platformCodesCents: 0,
    })
    expect(page.items[1]).toMatchObject({
      kind: 'payment',
      feeCents: 375,
      bookingId: booked.drums,
      bookingPaymentStatus: 'paid',
      leftToRefundCents: 3750,
      activity: { title: 'Kite Making drums' },
      provider: { id: drums.vendor.id, businessName: 'Kite Club drums' },
      familyEmail: 'parent-drums@example.com',
      reason: null,
      adminEmail: null,
    })
    expect(page.items[1].reference).not.toBe('pending')
    expect(page.items[0]).toMatchObject({
      feeCents: 100,
      reason: '=Rain, "storm" day',
      adminEmail: 'boss@ledger.example',
      leftToRefundCents: 1500,
      bookingPaymentStatus: 'partially_refunded',
    })
    expect(
      page.providers.map((provider: { businessName: string }) => provider.businessName),
    ).toEqual(['Kite Club drums', 'Kite Club ledger'])
  })

  it('filters by kind, provider, dates and search, and pages', async () => {
    const refunds = await list('?kind=refund')
    expect(kindsAndAmounts(refunds.items)).toEqual([['refund', 1000]])
    expect(refunds.totals).toEqual({
      grossCents: 0,
      refundsCents: 1000,
      feesCents: -100,
      providerNetCents: -900,
      platformCodesCents: 0,
    })

    const ofDrums = await list(`?provider=${drums.vendor.id}`)
    expect(ofDrums.items.map((row: Row) => row.bookingId)).toEqual([booked.drums])

    expect((await list(`?from=${today}&to=${today}`)).total).toBe(4)
    expect((await list(`?from=${dayFrom(1)}`)).total).toBe(0)
    expect((await list(`?to=${dayFrom(-1)}`)).total).toBe(0)

    const byEmail = await list('?q=PARENT-LEDGER@')
    expect(byEmail.total).toBe(3)
    const byBooking = await list(`?q=${booked.kitesOne?.slice(0, 13)}`)
    expect(kindsAndAmounts(byBooking.items)).toEqual([['payment', 1250]])
    const reference = ofDrums.items[0].reference
    expect((await list(`?q=${reference}`)).items[0].bookingId).toBe(booked.drums)

    const second = await list('?limit=1&page=2')
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 4 })
    expect(kindsAndAmounts(second.items)).toEqual([['payment', 3750]])
  })

  it('refuses filters it cannot read', async () => {
    for (const query of [
      '?kind=fee',
      '?from=2026-13-01',
      `?from=${today}&to=${dayFrom(-1)}`,
      '?provider=nope',
      '?limit=101',
    ]) {
      const response = await admin.get(`/api/admin/payments${query}`)
      expect(response.statusCode, query).toBe(400)
    }
    const backwards = await admin.get(`/api/admin/payments?from=${today}&to=${dayFrom(-1)}`)
    expect(backwards.json().errors.to).toEqual(['The end date must be on or after the start date'])
  })
})

describe('GET /api/admin/payments.csv', () => {
  it('exports the filtered movements as RFC 4180 rows, formulas defused', async () => {
    const response = await admin.get(`/api/admin/payments.csv?provider=${kites.vendor.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payments-${today}.csv"`,
    )
    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe(
      'Date (UTC),Kind,Amount (USD),Platform fee (USD),Booking,Activity,Provider,Family email,Reference,Reason,Refunded by,Price lines',
    )
    expect(lines).toHaveLength(5)
    expect(lines[4]).toBe('')
    expect(lines[1]).toContain(
      `,Refund,10.00,1.00,${booked.kitesTwo},Kite Making ledger,Kite Club ledger,parent-ledger@example.com,`,
    )
    expect(lines[1]).toContain(',"\'=Rain, ""storm"" day",boss@ledger.example')
    expect(lines[3]).toMatch(/,Payment,25\.00,2\.50,/)
  })

  it('takes the same filters as the list', async () => {
    const response = await admin.get('/api/admin/payments.csv?kind=refund')
    expect(response.body.trim().split('\r\n')).toHaveLength(2)
    expect((await admin.get('/api/admin/payments.csv?kind=fee')).statusCode).toBe(400)
  })
})

describe('who may see the ledger', () => {
  it('is admins only', async () => {
    const provider = await createSignedInUser(app, {
      email: 'owner@ledger.example',
      roles: ['vendor'],
    })
    for (const url of ['/api/admin/payments', '/api/admin/payments.csv']) {
      expect((await apiAs(app).get(url)).statusCode).toBe(401)
      expect((await apiAs(app, kites.parent.cookie).get(url)).statusCode).toBe(403)
      expect((await apiAs(app, provider.cookie).get(url)).statusCode).toBe(403)
    }
  })
})
