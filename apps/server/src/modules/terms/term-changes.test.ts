import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, termExtras } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { daysAfter, nextYear } from '../../test/calendar.ts'
import { databaseFingerprint } from '../../test/database-fingerprint.ts'
import { buildTermWorld } from '../../test/terms-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildTermWorld>>
let courseId: string
let sessionIds: string[]
let termId: string

// Sessions in the spring of next year, ahead of any day the tests run on.
const day = (days: number) => daysAfter(new Date(Date.UTC(nextYear(), 3, 1, 15)), days)

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildTermWorld(app, 'changes')
  courseId = await world.course('Swim School')
  sessionIds = await Promise.all([0, 7, 14, 21].map((days) => world.session(courseId, day(days))))
  const created = await world.send('POST', '/api/vendor/terms', {
    activityId: courseId,
    name: 'April',
    priceCents: 12_000,
    sessions: { from: 'sessions', sessionIds: sessionIds.slice(0, 3) },
  })
  termId = created.json().id
})
afterAll(async () => {
  await app?.close()
})

const termOf = async (sessionId: string) => {
  const [row] = await world.db
    .select({ termId: activitySchedules.termId })
    .from(activitySchedules)
    .where(eq(activitySchedules.id, sessionId))
  return row?.termId
}

describe('editing a term', () => {
  it('changes prices and rules, and swaps sessions: one left out becomes a single session again', async () => {
    const response = await world.send('PATCH', `/api/vendor/terms/${termId}`, {
      priceCents: 13_500,
      dropInPriceCents: 1_500,
      lateJoining: { rule: 'until_date', date: '2099-01-31' },
      sessionIds: [sessionIds[1], sessionIds[2], sessionIds[3]],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      name: 'April',
      priceCents: 13_500,
      dropInPriceCents: 1_500,
      trialPriceCents: null,
      lateJoining: { rule: 'until_date', date: '2099-01-31' },
      sessions: sessionIds.slice(1).map((id) => ({ id })),
    })
    expect(await termOf(sessionIds[0] ?? '')).toBeNull()
    expect(await termOf(sessionIds[3] ?? '')).toBe(termId)
  })

  it("refuses another term's session, a late-joining session outside the term, and a nameless term", async () => {
    const other = await world.send('POST', '/api/vendor/terms', {
      activityId: courseId,
      name: 'March',
      priceCents: 100,
      sessions: { from: 'sessions', sessionIds: [sessionIds[0]] },
    })
    expect(other.statusCode).toBe(201)
    await world.refused(
      () =>
        world.send('PATCH', `/api/vendor/terms/${termId}`, {
          sessionIds: [sessionIds[0], sessionIds[1]],
        }),
      409,
      /is already part of the term "March": a session belongs to one term at most\.$/,
    )
    await world.refused(
      () =>
        world.send('PATCH', `/api/vendor/terms/${termId}`, {
          lateJoining: { rule: 'until_session', sessionId: sessionIds[0] },
        }),
      400,
      "The last session to join must be one of the term's sessions.",
    )
    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}`, { name: 'March' }),
      409,
      'This activity already has a term named "March".',
    )
    const blank = await world.send('PATCH', `/api/vendor/terms/${termId}`, { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors.name).toEqual(['Give the term a name'])
  })
})

describe('extras', () => {
  it('adds, changes and removes a term extra', async () => {
    const added = await world.send('POST', `/api/vendor/terms/${termId}/extras`, {
      name: 'After care',
      priceCents: 800,
      pricePer: 'session',
      places: 10,
    })
    expect(added.statusCode).toBe(201)
    const extra = added.json()
    expect(extra).toMatchObject({
      name: 'After care',
      priceCents: 800,
      pricePer: 'session',
      places: 10,
    })
    const kit = await world.send('POST', `/api/vendor/terms/${termId}/extras`, {
      name: 'Kit',
      priceCents: 2_500,
      pricePer: 'booking',
    })
    expect(kit.json()).toMatchObject({ places: null })

    const changed = await world.send('PATCH', `/api/vendor/terms/${termId}/extras/${extra.id}`, {
      places: 12,
    })
    expect(changed.json()).toEqual({ ...extra, places: 12 })
    const read = await world.send('GET', `/api/vendor/terms/${termId}`)
    expect(read.json().extras.map((e: { name: string }) => e.name)).toEqual(['After care', 'Kit'])

    await world.refused(
      () => world.send('PATCH', `/api/vendor/terms/${termId}/extras/${extra.id}`, { name: 'Kit' }),
      409,
      'This term already has an extra named "Kit".',
    )
    const bad = await world.send('POST', `/api/vendor/terms/${termId}/extras`, {
      name: 'Lunch',
      priceCents: -5,
      pricePer: 'meal',
      places: 0,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['places', 'priceCents', 'pricePer'])

    const removed = await world.send(
      'DELETE',
      `/api/vendor/terms/${termId}/extras/${kit.json().id}`,
    )
    expect(removed.statusCode).toBe(204)
    const again = await world.send('DELETE', `/api/vendor/terms/${termId}/extras/${kit.json().id}`)
    expect(again.statusCode).toBe(404)
  })
})

describe('who may see and change a term', () => {
  it('answers another provider with not found, a parent with forbidden and a visitor with sign in', async () => {
    const [extra] = await world.db.select().from(termExtras).where(eq(termExtras.termId, termId))
    const asThem = world.other.cookie
    const theirs = [
      world.send('GET', `/api/vendor/terms/${termId}`, undefined, asThem),
      world.send('PATCH', `/api/vendor/terms/${termId}`, { priceCents: 1 }, asThem),
      world.send('DELETE', `/api/vendor/terms/${termId}`, undefined, asThem),
      world.send(
        'POST',
        `/api/vendor/terms/${termId}/extras`,
        { name: 'X', priceCents: 1, pricePer: 'session' },
        asThem,
      ),
      world.send(
        'PATCH',
        `/api/vendor/terms/${termId}/extras/${extra?.id}`,
        { priceCents: 1 },
        asThem,
      ),
      world.send('DELETE', `/api/vendor/terms/${termId}/extras/${extra?.id}`, undefined, asThem),
    ]
    const before = await databaseFingerprint(world.db)
    expect((await Promise.all(theirs)).map((r) => r.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404,
    ])
    const list = await world.send('GET', '/api/vendor/terms', undefined, asThem)
    expect(list.json()).toMatchObject({ items: [], total: 0 })
    const parent = await world.send('GET', '/api/vendor/terms', undefined, world.parent.cookie)
    expect(parent.statusCode).toBe(403)
    const visitor = await world.send('GET', `/api/vendor/terms/${termId}`, undefined, '')
    expect(visitor.statusCode).toBe(401)
    expect(await databaseFingerprint(world.db)).toEqual(before)
  })
})

describe('deleting a term', () => {
  it('keeps its sessions as single sessions and removes its extras', async () => {
    const response = await world.send('DELETE', `/api/vendor/terms/${termId}`)
    expect(response.statusCode).toBe(204)
    expect(await Promise.all(sessionIds.slice(1).map(termOf))).toEqual([null, null, null])
    expect(await world.db.select().from(termExtras).where(eq(termExtras.termId, termId))).toEqual(
      [],
    )
    const again = await world.send('DELETE', `/api/vendor/terms/${termId}`)
    expect(again.statusCode).toBe(404)
  })
})

describe('deleting the course', () => {
  it('takes its terms, extras and sessions with it', async () => {
    const courseGone = await world.course('Short Lived')
    const ids = await Promise.all([30, 31].map((days) => world.session(courseGone, day(days))))
    const made = await world.send('POST', '/api/vendor/terms', {
      activityId: courseGone,
      name: 'Only',
      priceCents: 100,
      lateJoining: { rule: 'until_session', sessionId: ids[1] },
      sessions: { from: 'sessions', sessionIds: ids },
    })
    await world.send('POST', `/api/vendor/terms/${made.json().id}/extras`, {
      name: 'Lunch',
      priceCents: 500,
      pricePer: 'session',
    })
    const response = await world.send('DELETE', `/api/vendor/activities/${courseGone}`)
    expect(response.statusCode).toBe(204)
    const read = await world.send('GET', `/api/vendor/terms/${made.json().id}`)
    expect(read.statusCode).toBe(404)
    expect(await termOf(ids[0] ?? '')).toBeUndefined()
  })
})
