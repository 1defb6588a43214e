import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promoCodeUses } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { HOUR } from '../../test/booking-world.ts'
import { buildPricingWorld } from '../../test/pricing-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildPricingWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildPricingWorld(app, 'codes')
})
afterAll(async () => {
  await app?.close()
})

const URL = '/api/vendor/promo-codes'
const spring = {
  kind: 'discount',
  code: 'Spring10',
  off: { unit: 'percent', percent: 10 },
  totalUses: 3,
  usesPerFamily: 1,
  startsOn: '2027-01-01',
  endsOn: '2027-03-31',
}

/** A use of `codeId` by a booking of the parent's in `status`, as a checkout will write it. */
async function useOf(codeId: string, status: 'confirmed' | 'pending', holdExpiresAt: Date | null) {
  const courseId = await world.course(`Booked ${status} ${holdExpiresAt?.getTime() ?? ''}`)
  const { termId, sessions } = await world.terms.term({
    activityId: courseId,
    name: 'T',
    days: [5],
  })
  const { bookingId } = await world.terms.booking({
    kind: 'term',
    activityId: courseId,
    termId,
    session: sessions[0] ?? { id: '', startsAt: new Date() },
    customerId: world.parent.userId,
    kids: [{ firstName: 'Ada', lastName: 'Lee' }],
    status,
    holdExpiresAt,
  })
  await world.db
    .insert(promoCodeUses)
    .values({ codeId, bookingId, customerId: world.parent.userId })
}

describe('promo codes', () => {
  it('adds a code and a scholarship place, lists them with their uses, replaces and removes one', async () => {
    const courseId = await world.course('Judo')
    const added = await world.send('POST', URL, { ...spring, activityIds: [courseId] })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toEqual({
      ...spring,
      id: expect.any(String),
      activityIds: [courseId],
      active: true,
      usesTaken: 0,
      createdAt: expect.any(String),
    })
    const scholarship = await world.send('POST', URL, {
      kind: 'scholarship',
      code: 'HELP',
      places: 2,
    })
    expect(scholarship.statusCode).toBe(201)
    expect(scholarship.json()).toMatchObject({ kind: 'scholarship', places: 2, activityIds: null })

    const codes = (await world.send('GET', URL)).json().items
    expect(codes.map((c: { code: string }) => c.code)).toEqual(['HELP', 'Spring10'])

    const replaced = await world.send('PUT', `${URL}/${scholarship.json().id}`, {
      kind: 'scholarship',
      code: 'Help-2027',
      places: 5,
      active: false,
    })
    expect(replaced.json()).toMatchObject({ code: 'Help-2027', places: 5, active: false })
    expect((await world.send('DELETE', `${URL}/${scholarship.json().id}`)).statusCode).toBe(204)
  })

  it('answers a page at a time, newest first, with the total', async () => {
    const page = await world.send('GET', `${URL}?page=1&limit=1`)
    expect(page.statusCode).toBe(200)
    const first = page.json()
    expect(first).toMatchObject({ page: 1, total: expect.any(Number) })
    expect(first.items).toHaveLength(1)
    expect(first.pageCount).toBe(first.total)
    const all = (await world.send('GET', `${URL}?limit=100`)).json()
    expect(all.items[0].id).toBe(first.items[0].id)
    const body = await world.refused(() => world.send('GET', `${URL}?limit=101`), 400, /./)
    expect(body.errors).toEqual({ limit: ['Limit must be a whole number from 1 to 100'] })
  })

  it('refuses a name the provider already has in any case, but not one another provider has', async () => {
    await world.send('POST', URL, { ...spring, code: 'FALL5' })
    await world.refused(
      () => world.send('POST', URL, { ...spring, code: 'fall5' }),
      409,
      'You already have a code named FALL5.',
    )
    const second = (await world.send('POST', URL, { ...spring, code: 'WINTER5' })).json()
    await world.refused(
      () => world.send('PUT', `${URL}/${second.id}`, { ...spring, code: 'Fall5' }),
      409,
      'You already have a code named FALL5.',
    )
    expect(
      (await world.send('POST', URL, { ...spring, code: 'fall5' }, world.other.cookie)).statusCode,
    ).toBe(201)
  })

  it('counts the uses of bookings that take places, and keeps a used code and its uses', async () => {
    const code = (await world.send('POST', URL, { ...spring, code: 'COUNTED' })).json()
    await useOf(code.id, 'confirmed', null)
    await useOf(code.id, 'pending', new Date(Date.now() + HOUR))
    await useOf(code.id, 'pending', new Date(Date.now() - HOUR))
    const listed = (await world.send('GET', URL)).json().items
    expect(listed.find((c: { id: string }) => c.id === code.id).usesTaken).toBe(2)

    await world.refused(
      () => world.send('PUT', `${URL}/${code.id}`, { ...spring, code: 'COUNTED', totalUses: 1 }),
      409,
      'This code has been used for 2 bookings, so it cannot allow fewer uses.',
    )
    await world.refused(
      () => world.send('DELETE', `${URL}/${code.id}`),
      409,
      'Families have used COUNTED, so it stays with their bookings: switch it off instead.',
    )
    const off = await world.send('PUT', `${URL}/${code.id}`, {
      ...spring,
      code: 'COUNTED',
      active: false,
    })
    expect(off.json()).toMatchObject({ active: false, usesTaken: 2 })
  })

  it('refuses bad limits, another kind and another provider’s codes and activities, changing nothing', async () => {
    const body = await world.refused(
      () => world.send('POST', URL, { ...spring, code: 'BAD', endsOn: '2026-12-01' }),
      400,
      /./,
    )
    expect(body.errors).toEqual({ endsOn: ['The last day must not be before the first day'] })
    const theirCourse = await world.course('Their judo', world.theirs)
    await world.refused(
      () => world.send('POST', URL, { ...spring, code: 'THEIRS', activityIds: [theirCourse] }),
      404,
      'Activity Not Found',
    )
    const theirs = (
      await world.send('POST', URL, { ...spring, code: 'OTHER' }, world.other.cookie)
    ).json()
    await world.refused(
      () => world.send('PUT', `${URL}/${theirs.id}`, spring),
      404,
      'Promo code not found',
    )
    await world.refused(
      () => world.send('DELETE', `${URL}/${theirs.id}`),
      404,
      'Promo code not found',
    )
    const mine = (await world.send('POST', URL, { ...spring, code: 'MINE' })).json()
    await world.refused(
      () =>
        world.send('PUT', `${URL}/${mine.id}`, { kind: 'scholarship', code: 'MINE', places: 1 }),
      409,
      "A code's kind cannot change: remove it and add a code of the other kind.",
    )
  })

  it('answers a parent with 403 and a visitor with 401', async () => {
    await world.refused(() => world.send('POST', URL, spring, world.parent.cookie), 403, /vendor/)
    await world.refused(() => world.send('GET', URL, undefined, ''), 401, 'User not authenticated')
  })
})
