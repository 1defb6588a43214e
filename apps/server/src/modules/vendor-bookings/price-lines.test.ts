import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingPriceLines } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { type LineRow, priceLineRows } from '../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>
let activityId: string

/** Maya and Leo's term with the 2nd child's 10% and a 10% code, as their quote worked it out. */
const LINES: LineRow[] = [
  { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' },
  { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Leo' },
  {
    kind: 'siblings',
    label: 'Sibling discount (2nd child)',
    amountCents: -1_800,
    firstName: 'Leo',
  },
  { kind: 'several_bookings', label: 'Several bookings discount', amountCents: -1_620 },
]

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'vendor-lines')
  const enrolled = await world.enrolledTwo('Swim Squad')
  activityId = enrolled.activityId
  const { bookingId } = enrolled
  await priceLineRows(world.db).quoted({ bookingId, customerId: world.parent.userId, lines: LINES })
  // A line a repricing replaced stays in the table but not on the screens.
  await world.db.insert(bookingPriceLines).values({
    bookingId,
    position: 9,
    kind: 'base',
    label: 'Term price',
    amountCents: 18_000,
    firstName: 'Ava',
    replacedAt: new Date(),
  })
})
afterAll(async () => {
  await app?.close()
})

describe("the provider's bookings show how each total was worked out", () => {
  it('lists the current lines in order, adding up to the total', async () => {
    const response = await world.send('GET', `/api/vendor/bookings?activityId=${activityId}`)
    expect(response.statusCode).toBe(200)
    const [booking] = response.json().items
    expect(booking.priceLines).toEqual(
      LINES.map(({ kind, label, amountCents, firstName }) => ({
        kind,
        label,
        amountCents,
        ...(firstName ? { firstName } : {}),
      })),
    )
    expect(booking.totalAmountCents).toBe(32_580)
  })

  it('writes the lines into one readable CSV cell', async () => {
    const csv = (await world.send('GET', `/api/vendor/bookings.csv?activityId=${activityId}`)).body
    const [header, row] = csv.trim().split('\r\n')
    expect(header).toContain(',Amount (USD),Price lines,Booked at (UTC)')
    expect(row).toContain(
      ',325.80,"Term price (Maya) $180.00; Term price (Leo) $180.00; Sibling discount (2nd child, Leo) \u2212$18.00; Several bookings discount \u2212$16.20",',
    )
  })

  it('shows another provider none of them', async () => {
    const theirs = await world.send(
      'GET',
      `/api/vendor/bookings?activityId=${activityId}`,
      undefined,
      world.other.cookie,
    )
    expect(theirs.json().items).toEqual([])
  })
})
