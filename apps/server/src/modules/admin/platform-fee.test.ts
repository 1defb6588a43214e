import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildBookingWorld, DAY } from '../../test/booking-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildBookingWorld>>
let admin: ReturnType<typeof apiAs>
const birth = `${new Date().getUTCFullYear() - 6}-04-04`
const settings = { autoApproveActivities: true, supportEmail: null }

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildBookingWorld(app, 'fee')
  const boss = await createSignedInUser(app, { email: 'boss@fee.example', roles: ['admin'] })
  admin = apiAs(app, boss.cookie)
})
afterAll(async () => {
  await app?.close()
})

/** Books one child on a new session and starts its checkout; answers the fee fixed then. */
async function checkoutFee() {
  const sessionId = await world.session(new Date(Date.now() + 7 * DAY))
  const booked = await world.book({ sessionId, childIds: [await world.child('Eve', birth)] })
  const bookingId = booked.json().id as string
  const checkout = await apiAs(app, world.parent.cookie).post(`/api/bookings/${bookingId}/checkout`)
  expect(checkout.statusCode).toBe(200)
  const [row] = await queryRows<{ fee: number }>(
    app.database.db,
    sql`select platform_fee_cents as fee from bookings where id = ${bookingId}`,
  )
  return row?.fee
}

describe('the platform fee setting', () => {
  it('refuses a fee outside 0-50% or with more than 2 decimals, and keeps the old one', async () => {
    for (const platformFeePercent of [-1, 50.001, 12.345, 'abc', null]) {
      const response = await admin.put('/api/admin/settings', { ...settings, platformFeePercent })
      expect(response.statusCode, String(platformFeePercent)).toBe(400)
      expect(response.json().errors.platformFeePercent).toEqual([
        'Enter a fee from 0 to 50 percent, with at most 2 decimals',
      ])
    }
    expect((await admin.get('/api/admin/settings')).json().platformFeePercent).toBe(10)
    const log = (await admin.get('/api/admin/audit-log?action=settings.update')).json()
    expect(log.total).toBe(0)
  })

  it('applies a new fee to checkouts started after the change, and records it', async () => {
    expect(await checkoutFee()).toBe(125)

    const saved = await admin.put('/api/admin/settings', { ...settings, platformFeePercent: 7.25 })
    expect(saved.json().platformFeePercent).toBe(7.25)
    const [stored] = await queryRows<{ points: number }>(
      app.database.db,
      sql`select platform_fee_basis_points as points from platform_settings where id = 1`,
    )
    expect(stored?.points).toBe(725)
    // 7.25% of $12.50 is 90.625 cents, rounded to 91.
    expect(await checkoutFee()).toBe(91)

    // Saving without a fee keeps it; 0 and 50 are both allowed.
    await admin.put('/api/admin/settings', settings)
    expect((await admin.get('/api/admin/settings')).json().platformFeePercent).toBe(7.25)
    await admin.put('/api/admin/settings', { ...settings, platformFeePercent: 50 })
    await admin.put('/api/admin/settings', { ...settings, platformFeePercent: 0 })
    expect(await checkoutFee()).toBe(0)

    const log = (await admin.get('/api/admin/audit-log?action=settings.update&limit=4')).json()
    expect(
      log.items.map((entry: { after: { platformFeePercent: number } }) => entry.after),
    ).toEqual([
      expect.objectContaining({ platformFeePercent: 0 }),
      expect.objectContaining({ platformFeePercent: 50 }),
      expect.objectContaining({ platformFeePercent: 7.25 }),
      expect.objectContaining({ platformFeePercent: 7.25 }),
    ])
    expect(log.items[3].before.platformFeePercent).toBe(10)
  })
})
