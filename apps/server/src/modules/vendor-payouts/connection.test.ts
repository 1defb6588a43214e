import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { NOT_TAKING_PAYMENTS } from '../bookings/index.ts'
import { buildPayoutsWorld } from './payouts-world.ts'

let app: TestAppWithMail

const call = (path: 'connect' | 'refresh', cookie: string) =>
  app.inject({ method: 'POST', url: `/api/vendor/payouts/${path}`, headers: { cookie } })

async function accountOf(vendorId: string) {
  const [row] = await app.database.db
    .select({ id: vendors.paymentAccountId, status: vendors.paymentAccountStatus })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
  return row
}

beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('connecting payments', () => {
  it('creates one account, sends the provider to finish it, and lets families pay after', async () => {
    const world = await buildPayoutsWorld(app, 'new', { status: 'not_connected', accountId: null })
    const refused = await world.book(1)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(NOT_TAKING_PAYMENTS)

    const [first, second] = await Promise.all([
      call('connect', world.owner.cookie),
      call('connect', world.owner.cookie),
    ])
    // The test processor's onboarding comes straight back to the return page.
    for (const answer of [first, second]) {
      expect(answer?.statusCode).toBe(200)
      expect(answer?.json()).toEqual({
        url: `${app.config.publicUrl}/vendor/payouts?connect=done`,
      })
    }
    const stored = await accountOf(world.vendorId)
    expect(stored).toEqual({ id: expect.stringMatching(/^acct_test_/), status: 'onboarding' })
    expect((await call('connect', world.owner.cookie)).statusCode).toBe(200)
    expect(await accountOf(world.vendorId)).toEqual(stored)
    const accounts = await app.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.paymentAccountId, stored?.id ?? ''))
    expect(accounts).toHaveLength(1)

    const page = await app.inject({
      method: 'GET',
      url: '/api/vendor/payouts',
      headers: { cookie: world.owner.cookie },
    })
    expect(page.json()).toMatchObject({ paymentAccountStatus: 'onboarding', testMode: true })

    const refreshed = await call('refresh', world.owner.cookie)
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json()).toEqual({ paymentAccountStatus: 'connected', testMode: true })
    expect(await accountOf(world.vendorId)).toEqual({ id: stored?.id, status: 'connected' })
    expect((await world.book(1)).statusCode).toBe(201)
  })

  it('keeps a connected provider connected when they connect again', async () => {
    const world = await buildPayoutsWorld(app, 'done')
    expect((await call('connect', world.owner.cookie)).statusCode).toBe(200)
    expect(await accountOf(world.vendorId)).toEqual({ id: 'acct_test_done', status: 'connected' })
  })

  it('asks to connect first when there is no account to refresh', async () => {
    const world = await buildPayoutsWorld(app, 'none', { status: 'not_connected', accountId: null })
    const response = await call('refresh', world.owner.cookie)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe(
      'Connect payments first: there is no payment account to check yet.',
    )
    expect(await accountOf(world.vendorId)).toEqual({ id: null, status: 'not_connected' })
  })

  it('is refused to a visitor and to a parent', async () => {
    const world = await buildPayoutsWorld(app, 'guard')
    expect(
      (await app.inject({ method: 'POST', url: '/api/vendor/payouts/refresh' })).statusCode,
    ).toBe(401)
    expect((await call('refresh', world.parent.cookie)).statusCode).toBe(403)
  })
})
