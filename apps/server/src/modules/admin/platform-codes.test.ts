import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bookings, promoCodes } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { refusedUnchanged } from '../../test/database-fingerprint.ts'
import { priceLineRows } from '../../test/price-line-rows.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>
let admin: string

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'platform-codes')
  admin = (await createSignedInUser(app, { email: 'admin@codes.example', roles: ['admin'] })).cookie
})
afterAll(async () => {
  await app?.close()
})

const URL = '/api/admin/promo-codes'
const welcome = {
  code: 'Welcome5',
  off: { unit: 'cents', cents: 500 },
  totalUses: 10,
  usesPerFamily: null,
  startsOn: null,
  endsOn: null,
}

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) })

const listed = async () =>
  (await send('GET', URL)).json().items as { id: string; code: string; usesTaken: number }[]

let terms = 0
/**
 * An enrolment of the parent's that used the platform code for $5.00 off its $180.00 and was
 * paid, with the platform's $5.00 in the ledger as confirming it writes.
 */
async function paidWithCode(codeId: string) {
  terms += 1
  const activityId = await world.course(`Swim ${terms}`)
  const { termId, sessions } = await world.terms.term({ activityId, name: 'Spring', days: [9] })
  const { bookingId } = await world.terms.booking({
    kind: 'term',
    activityId,
    termId,
    session: sessions[0] ?? { id: '', startsAt: new Date() },
    customerId: world.parent.userId,
    kids: [{ firstName: 'Maya', lastName: 'Lee' }],
  })
  const rows = priceLineRows(app.database.db)
  await rows.quoted({
    bookingId,
    customerId: world.parent.userId,
    lines: [
      { kind: 'base', label: 'Term price', amountCents: 18_000, firstName: 'Maya' },
      { kind: 'code', label: 'Code WELCOME5', amountCents: -500, codeId },
    ],
  })
  await rows.paid({ bookingId })
  await rows.platformCode({ bookingId, amountCents: 500 })
  return bookingId
}

describe('platform codes', () => {
  it('adds a code, lists it with no uses and no cost, replaces it and removes it', async () => {
    const added = await send('POST', URL, { ...welcome, code: 'Spare-1' })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({
      ...welcome,
      code: 'Spare-1',
      kind: 'discount',
      id: expect.any(String),
      active: true,
      usesTaken: 0,
      costCents: 0,
      createdAt: expect.any(String),
    })
    const id = added.json().id as string
    expect((await listed()).find((code) => code.id === id)).toMatchObject({ usesTaken: 0 })

    const replaced = await send('PUT', `${URL}/${id}`, {
      code: 'Spare-2',
      off: { unit: 'percent', percent: 15 },
      startsOn: '2027-01-01',
      endsOn: '2027-01-31',
      active: false,
    })
    expect(replaced.statusCode).toBe(200)
    expect(replaced.json()).toMatchObject({
      code: 'Spare-2',
      off: { unit: 'percent', percent: 15 },
      totalUses: null,
      usesPerFamily: null,
      active: false,
    })

    expect((await send('DELETE', `${URL}/${id}`)).statusCode).toBe(204)
    expect((await listed()).some((code) => code.id === id)).toBe(false)
    const actions = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
    expect(actions.map((entry) => entry.action).sort()).toEqual([
      'promo_code.create',
      'promo_code.delete',
      'promo_code.update',
    ])
  })

  it('counts the uses of bookings that take places and what the code cost, less refunds', async () => {
    const codeId = (await send('POST', URL, welcome)).json().id as string
    await paidWithCode(codeId)
    await paidWithCode(codeId)
    const cancelled = await paidWithCode(codeId)
    await app.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled))
    await priceLineRows(app.database.db).platformCode({
      bookingId: cancelled,
      amountCents: 500,
      kind: 'platform_code_refund',
    })

    const code = (await listed()).find((c) => c.id === codeId)
    // The cancelled booking gave its use back, and the platform its $5.00.
    expect(code).toMatchObject({ code: 'Welcome5', usesTaken: 2, costCents: 1_000 })

    await refusedUnchanged({
      db: app.database.db,
      request: () => send('PUT', `${URL}/${codeId}`, { ...welcome, totalUses: 1 }),
      status: 409,
      detail: 'This code has been used for 2 bookings, so it cannot allow fewer uses.',
    })
    await refusedUnchanged({
      db: app.database.db,
      request: () => send('DELETE', `${URL}/${codeId}`),
      status: 409,
      detail:
        'Families have used Welcome5, so it stays with their bookings: switch it off instead.',
    })
    const off = await send('PUT', `${URL}/${codeId}`, { ...welcome, active: false })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ active: false, usesTaken: 2, costCents: 1_000 })
  })

  it("refuses a name the platform already uses, whatever its case, but not a provider's", async () => {
    await send('POST', URL, { ...welcome, code: 'Taken-1' })
    const providerCode = await app.inject({
      method: 'POST',
      url: '/api/vendor/promo-codes',
      headers: { cookie: world.owner.cookie },
      payload: { kind: 'discount', code: 'OWN-1', off: { unit: 'percent', percent: 10 } },
    })
    expect(providerCode.statusCode).toBe(201)
    await refusedUnchanged({
      db: app.database.db,
      request: () => send('POST', URL, { ...welcome, code: 'taken-1' }),
      status: 409,
      detail: 'There is already a platform code named TAKEN-1.',
    })
    expect((await send('POST', URL, { ...welcome, code: 'own-1' })).statusCode).toBe(201)
  })

  it("neither lists nor changes a provider's code", async () => {
    const [own] = await app.database.db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'OWN-1'))
    const id = own?.id ?? ''
    expect((await listed()).some((code) => code.id === id)).toBe(false)
    for (const request of [
      () => send('PUT', `${URL}/${id}`, welcome),
      () => send('DELETE', `${URL}/${id}`),
    ]) {
      await refusedUnchanged({
        db: app.database.db,
        request,
        status: 404,
        detail: 'Platform code not found',
      })
    }
  })

  it("refuses bad figures with the form's sentences", async () => {
    const refused = await refusedUnchanged({
      db: app.database.db,
      request: () =>
        send('POST', URL, {
          ...welcome,
          code: 'x',
          startsOn: '2027-02-01',
          endsOn: '2027-01-01',
          totalUses: 2,
          usesPerFamily: 3,
        }),
      status: 400,
      detail: expect.any(String),
    })
    expect(refused.json().errors).toEqual({
      code: ['A code has 3 to 30 letters, digits, hyphens or underscores'],
      endsOn: ['The last day must not be before the first day'],
      usesPerFamily: ['Uses per family cannot be more than the uses in all'],
    })
  })

  it('is for admins only', async () => {
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: world.owner.cookie },
      payload: welcome,
    })
    expect(response.statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
  })
})
