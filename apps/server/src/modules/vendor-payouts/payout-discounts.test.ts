import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoCodes } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { type LineRow, priceLineRows } from '../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>
const booked = { siblings: '', welcome: '', january: '' }
/** Well before the payouts' default range of this month and the five before it. */
const LAST_JANUARY = new Date('2026-01-15T12:00:00Z')
const SIBLINGS = 'Siblings: 10% off the 2nd child, 15% off each later child · All activities'

let terms = 0
/** A paid term of a provider of the world, priced by `lines`, paid now or at `at`. */
async function paidTerm(options: {
  lines: LineRow[]
  vendor?: { id: string; locationId: string }
  at?: Date
  platformCents?: number
}) {
  const { lines, vendor = world.own, at, platformCents = 0 } = options
  terms += 1
  const activityId = await world.course(`Swim ${terms}`, vendor)
  const { termId, sessions } = await world.terms.term({ activityId, name: 'Spring', days: [9] })
  const { bookingId } = await world.terms.booking({
    kind: 'term',
    activityId,
    termId,
    session: sessions[0] ?? { id: '', startsAt: new Date() },
    customerId: world.parent.userId,
    kids: [{ firstName: 'Maya', lastName: 'Lee' }],
  })
  const rows = priceLineRows(world.db)
  await rows.quoted({ bookingId, customerId: world.parent.userId, lines })
  await rows.paid({ bookingId, at })
  if (platformCents > 0) await rows.platformCode({ bookingId, amountCents: platformCents })
  return bookingId
}

const term = (firstName: string): LineRow => ({
  kind: 'base',
  label: 'Term price',
  amountCents: 18_000,
  firstName,
})

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'payout-discounts')
  const rule = await world.send('POST', '/api/vendor/discount-rules', {
    kind: 'siblings',
    activityIds: null,
    secondChild: { unit: 'percent', percent: 10 },
    laterChildren: { unit: 'percent', percent: 15 },
  })
  expect(rule.statusCode).toBe(201)
  const ruleId = rule.json().id as string
  const spring = await world.send('POST', '/api/vendor/promo-codes', {
    kind: 'discount',
    code: 'SPRING10',
    off: { unit: 'percent', percent: 10 },
  })
  const [welcome] = await world.db
    .insert(promoCodes)
    .values({
      vendorId: null,
      kind: 'discount',
      code: 'Welcome',
      cents: 2_000,
      allActivities: true,
    })
    .returning({ id: promoCodes.id })
  const sibling = (amountCents: number): LineRow => ({
    kind: 'siblings',
    label: 'Sibling discount (2nd child)',
    amountCents,
    firstName: 'Leo',
    ruleId,
  })
  booked.siblings = await paidTerm({
    lines: [
      term('Maya'),
      term('Leo'),
      sibling(-1_800),
      { kind: 'code', label: 'Code SPRING10', amountCents: -3_420, codeId: spring.json().id },
    ],
  })
  booked.welcome = await paidTerm({
    lines: [
      term('Ava'),
      { kind: 'code', label: 'Code WELCOME', amountCents: -2_000, codeId: welcome?.id ?? '' },
    ],
    platformCents: 2_000,
  })
  booked.january = await paidTerm({
    lines: [term('Maya'), term('Leo'), sibling(-1_800)],
    at: LAST_JANUARY,
  })
  // Another provider's discount never shows.
  await paidTerm({
    lines: [
      term('Maya'),
      { kind: 'several_bookings', label: 'Several bookings', amountCents: -900 },
    ],
    vendor: world.theirs,
  })
})
afterAll(async () => {
  await app?.close()
})

describe('the discounts of the provider’s payouts', () => {
  it('adds up each rule and code on the bookings paid in the range, platform codes apart', async () => {
    const response = await world.send('GET', '/api/vendor/payouts')
    expect(response.statusCode).toBe(200)
    expect(response.json().discounts).toEqual({
      items: [
        {
          label: 'Code SPRING10',
          source: 'code',
          paidByPlatform: false,
          bookings: 1,
          amountCents: 3_420,
        },
        {
          label: 'Code Welcome',
          source: 'code',
          paidByPlatform: true,
          bookings: 1,
          amountCents: 2_000,
        },
        { label: SIBLINGS, source: 'rule', paidByPlatform: false, bookings: 1, amountCents: 1_800 },
      ],
      totalCents: 7_220,
      paidByPlatformCents: 2_000,
    })
    const january = await world.send('GET', '/api/vendor/payouts?from=2026-01-01&to=2026-01-31')
    expect(january.json().discounts).toEqual({
      items: [
        { label: SIBLINGS, source: 'rule', paidByPlatform: false, bookings: 1, amountCents: 1_800 },
      ],
      totalCents: 1_800,
      paidByPlatformCents: 0,
    })
  })

  it('adds up with what families and the platform paid, to the cent of the lines', async () => {
    const body = (await world.send('GET', '/api/vendor/payouts')).json()
    const bookings = body.bookings.items as {
      bookingId: string
      paidCents: number
      discountCents: number
      code: string | null
    }[]
    expect(bookings.map((b) => [b.bookingId, b.paidCents, b.discountCents, b.code]).sort()).toEqual(
      [
        [booked.siblings, 30_780, 5_220, 'SPRING10'],
        [booked.welcome, 18_000, 2_000, 'Welcome'],
      ].sort(),
    )
    // What the families and the platform paid, and the provider's own discounts, make the prices.
    expect(
      body.totals.grossCents + body.discounts.totalCents - body.discounts.paidByPlatformCents,
    ).toBe(3 * 18_000)
  })

  it('names a rule changed since as it was, marked, beside the rule that replaced it', async () => {
    const [rule] = (await world.send('GET', '/api/vendor/discount-rules')).json().rules
    const changed = await world.send('PUT', `/api/vendor/discount-rules/${rule.id}`, {
      ...rule,
      id: undefined,
      secondChild: { unit: 'percent', percent: 20 },
    })
    expect(changed.statusCode).toBe(200)
    const january = await world.send('GET', '/api/vendor/payouts?from=2026-01-01&to=2026-01-31')
    expect(january.json().discounts.items).toEqual([
      {
        label: `${SIBLINGS} (since changed or removed)`,
        source: 'rule',
        paidByPlatform: false,
        bookings: 1,
        amountCents: 1_800,
      },
    ])
  })

  it('gives each booking its discounts and code in the CSV', async () => {
    const csv = (await world.send('GET', '/api/vendor/payouts.csv')).body.trim().split('\r\n')
    expect(csv[0]?.endsWith(',Payment status,Discounts (USD),Code')).toBe(true)
    expect(
      csv.find((line) => line.startsWith(booked.siblings))?.endsWith(',paid,52.20,SPRING10'),
    ).toBe(true)
    expect(
      csv.find((line) => line.startsWith(booked.welcome))?.endsWith(',paid,20.00,Welcome'),
    ).toBe(true)
  })
})
