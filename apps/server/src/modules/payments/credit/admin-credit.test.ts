import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../db/query-rows.ts'
import { apiAs } from '../../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../../test/app.ts'
import { DAY } from '../../../test/booking-world.ts'
import { BIRTH, buildCreditWorld } from './credit-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCreditWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCreditWorld(app, 'admin-credit')
})
afterAll(async () => {
  await app?.close()
})

const give = {
  email: 'parent-admin-credit@example.com',
  amountCents: 2000,
  reason: 'Sorry about the mix-up',
}

const creditRows = () =>
  queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from account_credits`)

describe('POST /api/admin/credits', () => {
  it('refuses a parent, a provider and a visitor, and changes nothing', async () => {
    const before = await creditRows()
    for (const [as, status] of [
      [world.parentApi, 403],
      [apiAs(app, world.provider.cookie), 403],
      [apiAs(app), 401],
    ] as const) {
      expect((await as.post('/api/admin/credits', give)).statusCode).toBe(status)
      expect((await as.get('/api/admin/credits')).statusCode).toBe(status)
    }
    expect(await creditRows()).toEqual(before)
  })

  it('refuses bad input with a sentence each, and an unknown family with a 404', async () => {
    const before = await creditRows()
    const bad = await world.admin.post('/api/admin/credits', {
      email: 'not-an-email',
      amountCents: 60_000,
      reason: 'no',
    })
    expect(bad.statusCode).toBe(400)
    const text = JSON.stringify(bad.json())
    expect(text).toContain('Enter the email address the family signs in with')
    expect(text).toContain('A platform credit can be at most $500.00.')
    expect(text).toContain('Please give a reason of at least 3 characters.')
    const unknown = await world.admin.post('/api/admin/credits', {
      ...give,
      email: 'nobody@example.com',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe('No account signs in with this email address.')
    expect(await creditRows()).toEqual(before)
  })

  it('gives a platform credit for 12 months, audited, spendable with any provider', async () => {
    const given = await world.admin.post('/api/admin/credits', {
      ...give,
      email: give.email.toUpperCase(),
    })
    expect(given.statusCode).toBe(201)
    const expiresIn = new Date(given.json().expiresAt).getTime() - Date.now()
    expect(Math.round(expiresIn / DAY / 30)).toBe(12)
    const audit = await world.admin.get('/api/admin/audit-log?action=credit.grant')
    expect(audit.json().items[0]).toMatchObject({
      action: 'credit.grant',
      targetType: 'user',
      targetId: world.parent.userId,
      after: { amountCents: 2000, reason: 'Sorry about the mix-up' },
    })
    expect(await world.credits()).toEqual([
      expect.objectContaining({ providerName: null, leftCents: 2000 }),
    ])
  })
})

describe('GET /api/admin/credits', () => {
  it('adds up given, spent, expired and outstanding to the cent, per provider and the platform', async () => {
    await world.grant({ amountCents: 1001 })
    await world.grant({ amountCents: 333, now: new Date(Date.now() - 400 * DAY) })
    // A $12.50 class: $10.01 of the provider's credit, then $2.49 of the platform's.
    const sessionId = await world.session(new Date(Date.now() + 10 * DAY))
    const booked = await world.book({ sessionId, childIds: [await world.child('Mo', BIRTH)] })
    expect(booked.json()).toMatchObject({ status: 'confirmed' })
    const report = (await world.admin.get('/api/admin/credits')).json()
    const platform = report.rows.find((row: { providerId: string | null }) => !row.providerId)
    const provider = report.rows.find(
      (row: { providerId: string | null }) => row.providerId === world.vendor.id,
    )
    expect(platform).toMatchObject({
      grantedCents: 2000,
      spentCents: 249,
      expiredCents: 0,
      outstandingCents: 1751,
      families: 1,
    })
    expect(provider).toMatchObject({
      providerName: 'Kite Club admin-credit',
      grantedCents: 1334,
      spentCents: 1001,
      expiredCents: 333,
      outstandingCents: 0,
      families: 0,
    })
    const { grantedCents, spentCents, expiredCents, outstandingCents } = report.totals
    expect(spentCents + expiredCents + outstandingCents).toBe(grantedCents)
    const [sums] = await queryRows<{ granted: number }>(
      app.database.db,
      sql`select sum(amount_cents)::int as granted from account_credits where kind = 'granted'`,
    )
    expect(grantedCents).toBe(sums?.granted)
  })
})
