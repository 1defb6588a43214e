import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { children, vendors } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { DAY } from '../../test/booking-world.ts'
import { birthDateAged } from '../../test/calendar.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'extra-places')
  await world.db
    .update(vendors)
    .set({ paymentAccountId: 'acct_test_extra_places', paymentAccountStatus: 'connected' })
    .where(eq(vendors.id, world.own.id))
})
afterAll(async () => {
  await app?.close()
})

const child = async (firstName: string) => {
  const [row] = await world.db
    .insert(children)
    .values({
      parentId: world.parent.userId,
      firstName,
      lastName: 'Lee',
      birthDate: birthDateAged(7),
    })
    .returning({ id: children.id })
  return row?.id ?? ''
}
const asParent = (url: string, payload?: object) =>
  world.send(payload ? 'POST' : 'GET', url, payload, world.parent.cookie)

describe("a term's extras once families book them", () => {
  it('show the places left in the fullest session to come, keep their price once booked and cannot be removed', async () => {
    const courseId = await world.course('Art camp', world.own, 20)
    const sessions = [
      await world.session(courseId, new Date(Date.now() + 2 * DAY)),
      await world.session(courseId, new Date(Date.now() + 3 * DAY)),
      await world.session(courseId, new Date(Date.now() + 4 * DAY)),
    ]
    const term = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'Week one',
      isCamp: true,
      priceCents: 12_000,
      dropInPriceCents: 4_500,
      sessions: { from: 'sessions', sessionIds: sessions },
    })
    expect(term.statusCode).toBe(201)
    const termId = term.json().id
    const addExtra = async (payload: object) => {
      const added = await world.send('POST', `/api/vendor/terms/${termId}/extras`, payload)
      expect(added.statusCode).toBe(201)
      return added.json().id as string
    }
    const care = await addExtra({
      name: 'After care',
      priceCents: 1_000,
      pricePer: 'session',
      places: 2,
    })
    const kit = await addExtra({ name: 'Kit', priceCents: 500, pricePer: 'booking' })
    const extrasLeft = async () => {
      const page = await app.inject({ method: 'GET', url: `/api/activities/${courseId}` })
      return page
        .json()
        .terms[0].extras.map((e: { name: string; placesLeft: number | null }) => [
          e.name,
          e.placesLeft,
        ])
    }
    expect(await extrasLeft()).toEqual([
      ['After care', 2],
      ['Kit', null],
    ])

    const ada = await child('Ada')
    const dropIn = await asParent('/api/bookings', {
      sessionId: sessions[1],
      childIds: [ada],
      kind: 'drop_in',
      extras: [{ childId: ada, extraId: care }],
    })
    expect(dropIn.statusCode).toBe(201)
    expect(await extrasLeft()).toEqual([
      ['After care', 1],
      ['Kit', null],
    ])

    // A new price is for bookings from now on; the drop-in keeps the price it was booked at.
    const repriced = await world.send('PATCH', `/api/vendor/terms/${termId}/extras/${care}`, {
      priceCents: 1_500,
    })
    expect(repriced.statusCode).toBe(200)
    const ben = await child('Ben')
    const enrolled = await asParent(`/api/terms/${termId}/enrolments`, {
      childIds: [ben],
      extras: [{ childId: ben, extraId: care }],
    })
    expect(enrolled.statusCode).toBe(201)
    expect(enrolled.json().booking).toMatchObject({
      totalAmountCents: 12_000 + 3 * 1_500,
      extras: [{ name: 'After care', firstName: 'Ben', pricePer: 'session', amountCents: 4_500 }],
    })
    const dropInNow = await asParent(`/api/bookings/${dropIn.json().id}`)
    expect(dropInNow.json()).toMatchObject({
      totalAmountCents: 4_500 + 1_000,
      extras: [{ name: 'After care', firstName: 'Ada', amountCents: 1_000 }],
    })
    // The second session holds Ada and Ben: none left there.
    expect(await extrasLeft()).toEqual([
      ['After care', 0],
      ['Kit', null],
    ])

    // Fewer places than children holding it: none left, never fewer.
    const narrowed = await world.send('PATCH', `/api/vendor/terms/${termId}/extras/${care}`, {
      places: 1,
    })
    expect(narrowed.statusCode).toBe(200)
    expect(await extrasLeft()).toEqual([
      ['After care', 0],
      ['Kit', null],
    ])

    await world.refused(
      () => world.send('DELETE', `/api/vendor/terms/${termId}/extras/${care}`),
      409,
      'Families have booked After care, so it stays on this term. You can still change its price, which applies to new bookings only.',
    )
    const removed = await world.send('DELETE', `/api/vendor/terms/${termId}/extras/${kit}`)
    expect(removed.statusCode).toBe(204)
  })
})
