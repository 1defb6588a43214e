import type { PriceLine } from '@afc/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs, mailTo } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildPayoutsWorld } from './payouts-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPayoutsWorld>>
let admin: ReturnType<typeof apiAs>
let owner: ReturnType<typeof apiAs>
const booked: Record<'siblings' | 'own', { id: string; lines: PriceLine[] }> = {
  siblings: { id: '', lines: [] },
  own: { id: '', lines: [] },
}

const sum = (lines: PriceLine[], kinds: PriceLine['kind'][]) =>
  lines
    .filter((line) => kinds.includes(line.kind))
    .reduce((cents, line) => cents + line.amountCents, 0)

/**
 * Two bookings made and paid through the API, priced by the quote: two children with the
 * provider's sibling discount and a platform code for $5.00 off, then a third child with the
 * provider's own 10% code.
 */
beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPayoutsWorld(app, 'booked')
  owner = apiAs(app, world.owner.cookie)
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'boss@booked.example', roles: ['admin'] })).cookie,
  )
  const rule = await owner.post('/api/vendor/discount-rules', {
    kind: 'siblings',
    activityIds: null,
    secondChild: { unit: 'percent', percent: 10 },
    laterChildren: { unit: 'percent', percent: 15 },
  })
  expect(rule.statusCode).toBe(201)
  expect(
    (
      await admin.post('/api/admin/promo-codes', {
        code: 'HELLO5',
        off: { unit: 'cents', cents: 500 },
      })
    ).statusCode,
  ).toBe(201)
  expect(
    (
      await owner.post('/api/vendor/promo-codes', {
        kind: 'discount',
        code: 'OWN10',
        off: { unit: 'percent', percent: 10 },
      })
    ).statusCode,
  ).toBe(201)
  for (const [name, places, code] of [
    ['siblings', 2, 'hello5'],
    ['own', 1, 'OWN10'],
  ] as const) {
    const id = await world.bookAndPay(places, code)
    const answer = await apiAs(app, world.parent.cookie).get(`/api/bookings/${id}`)
    booked[name] = { id, lines: answer.json().priceLines }
  }
})
afterAll(async () => {
  await app?.close()
})

describe('reports of bookings priced through the API', () => {
  it('give Payouts each discount as the bookings’ lines say, the platform code apart', async () => {
    const { siblings, own } = booked
    expect(siblings.lines.map((line) => line.kind)).toEqual(['base', 'base', 'siblings', 'code'])
    const payouts = (await owner.get('/api/vendor/payouts')).json()
    const siblingCents = -sum([...siblings.lines, ...own.lines], ['siblings'])
    expect(payouts.discounts.items).toEqual(
      expect.arrayContaining([
        {
          label: 'Code HELLO5',
          source: 'code',
          paidByPlatform: true,
          bookings: 1,
          amountCents: 500,
        },
        {
          label: 'Code OWN10',
          source: 'code',
          paidByPlatform: false,
          bookings: 1,
          amountCents: -sum(own.lines, ['code']),
        },
        expect.objectContaining({ source: 'rule', bookings: 2, amountCents: siblingCents }),
      ]),
    )
    // What families paid, the platform's share, and the provider's own discounts make the prices.
    const prices = sum([...siblings.lines, ...own.lines], ['base', 'extra'])
    expect(
      payouts.totals.grossCents +
        payouts.discounts.totalCents -
        payouts.discounts.paidByPlatformCents,
    ).toBe(prices)
  })

  it('give the admin the platform code’s use and cost, and each payment its lines', async () => {
    const codes = (await admin.get('/api/admin/promo-codes')).json().items
    expect(codes.find((code: { code: string }) => code.code === 'HELLO5')).toMatchObject({
      usesTaken: 1,
      costCents: 500,
    })
    const payments = (await admin.get(`/api/admin/payments?provider=${world.vendorId}`)).json()
    expect(payments.totals.platformCodesCents).toBe(500)
    const row = payments.items.find(
      (item: { bookingId: string }) => item.bookingId === booked.siblings.id,
    )
    expect(row.priceLines).toEqual(booked.siblings.lines)
  })

  it('give the provider’s bookings and the family’s confirmation the same lines', async () => {
    const list = (await owner.get(`/api/vendor/bookings?activityId=${world.activityId}`)).json()
    const row = list.items.find((item: { id: string }) => item.id === booked.siblings.id)
    expect(row.priceLines).toEqual(booked.siblings.lines)
    const mails = await mailTo(app, 'family-booked@payouts.example')
    const total = sum(booked.siblings.lines, [
      'base',
      'extra',
      'early_bird',
      'siblings',
      'several_bookings',
      'code',
    ])
    expect(mails.map((mail) => mail.text).join('\n')).toContain(
      `Total paid: $${(total / 100).toFixed(2)}.`,
    )
  })
})
