import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { promoCodes } from '../../../db/schema/index.ts'
import { createSignedInUser } from '../../../test/accounts.ts'
import { apiAs } from '../../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { type LineRow, priceLineRows } from '../../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>
let admin: ReturnType<typeof apiAs>
const booked = { own: '', theirs: '' }
/** Well in the past: a refund of the platform's share that a range can leave out. */
const LAST_JANUARY = new Date('2026-01-15T12:00:00Z')

/** A paid term of one of the world's providers, priced by `lines`, the platform paying `platformCents`. */
async function paidTerm(
  vendor: { id: string; locationId: string },
  lines: LineRow[],
  platformCents: number,
) {
  const activityId = await world.course(`Swim ${vendor.id}`, vendor)
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
  await rows.paid({ bookingId })
  if (platformCents > 0) await rows.platformCode({ bookingId, amountCents: platformCents })
  return bookingId
}

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'admin-payments')
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'boss@codes-ledger.example', roles: ['admin'] }))
      .cookie,
  )
  const [code] = await world.db
    .insert(promoCodes)
    .values({
      vendorId: null,
      kind: 'discount',
      code: 'HELLO20',
      cents: 2_000,
      allActivities: true,
    })
    .returning({ id: promoCodes.id })
  booked.own = await paidTerm(
    world.own,
    [
      { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' },
      { kind: 'code', label: 'Code HELLO20', amountCents: -2_000, codeId: code?.id ?? '' },
    ],
    2_000,
  )
  booked.theirs = await paidTerm(
    world.theirs,
    [{ kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' }],
    0,
  )
  // $5.00 of the platform's share given back, last January.
  await priceLineRows(world.db).platformCode({
    bookingId: booked.own,
    amountCents: 500,
    kind: 'platform_code_refund',
    at: LAST_JANUARY,
  })
})
afterAll(async () => {
  await app?.close()
})

const list = async (query = '') => (await admin.get(`/api/admin/payments${query}`)).json()

describe("the admin's payments with price lines and the platform codes' cost", () => {
  it("shows each payment's booking lines", async () => {
    const page = await list(`?provider=${world.own.id}`)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({
      bookingId: booked.own,
      amountCents: 16_000,
      priceLines: [
        { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' },
        { kind: 'code', label: 'Code HELLO20', amountCents: -2_000 },
      ],
    })
  })

  it("adds up the platform codes' cost of the range to the cent, and the providers' net with it", async () => {
    const all = await list()
    const [ledger] = await queryRows<{ cost: number }>(
      world.db,
      sql`select sum(case kind when 'platform_code' then amount_cents else -amount_cents end)::int
          as cost from ledger_entries where kind in ('platform_code', 'platform_code_refund')`,
    )
    expect(all.totals.platformCodesCents).toBe(Number(ledger?.cost))
    expect(all.totals).toEqual({
      grossCents: 34_000,
      refundsCents: 0,
      feesCents: 3_400,
      // 340.00 − 34.00 in fees + the platform's 20.00 − 5.00 given back.
      providerNetCents: 32_100,
      platformCodesCents: 1_500,
    })
    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`?from=${today}`)).totals.platformCodesCents).toBe(2_000)
    expect((await list('?from=2026-01-01&to=2026-01-31')).totals.platformCodesCents).toBe(-500)
    expect((await list(`?provider=${world.theirs.id}`)).totals.platformCodesCents).toBe(0)
    // Neither a payment nor a refund of a family's: the kind filter leaves it be.
    expect((await list('?kind=refund')).totals.platformCodesCents).toBe(1_500)
  })
})
