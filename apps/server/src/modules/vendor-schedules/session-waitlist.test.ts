import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, userProfiles, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { waitingFamily } from '../../test/waiting-families.ts'

const HOUR = 3_600_000
let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string }
let parent: { cookie: string; userId: string }
let activityId: string

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@line.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@line.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@line.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const place = await catalogRows(db).vendor({ name: 'Line Hall', timeZone: 'America/Chicago' })
  activityId = await catalogRows(db).activity({
    vendor: { id: vendor?.id ?? '', locationId: place.locationId },
    title: 'Pottery Pals',
    capacity: 4,
  })
})
afterAll(async () => {
  await app?.close()
})

async function session(startsAt = new Date(Date.now() + 48 * HOUR)) {
  const [row] = await app.database.db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
    .returning({ id: activitySchedules.id })
  return row?.id ?? ''
}

const waitlistOf = (sessionId: string, cookie: string | null = owner.cookie) =>
  app.inject({
    method: 'GET',
    url: `/api/vendor/schedules/${sessionId}/waitlist`,
    headers: cookie ? { cookie } : {},
  })

describe("a session's waiting list for its provider", () => {
  it('lists the line in order with positions, offers with their end, then those out of line', async () => {
    const db = app.database.db
    const sessionId = await session()
    const line = (children: number, more = {}) =>
      waitingFamily(db, { activityId, scheduleId: sessionId, children, ...more })
    const offerEndsAt = new Date(Date.now() + 2 * HOUR)
    const first = await line(2, { offerEndsAt })
    const ranOut = await line(1, { offerEndsAt: new Date(Date.now() - HOUR) })
    const second = await line(1)
    const left = await line(3, { status: 'left' })
    const third = await line(1)
    await db
      .insert(userProfiles)
      .values({ id: second.parentId, firstName: 'Nia', lastName: 'Okafor' })

    const response = await waitlistOf(sessionId)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.session).toMatchObject({
      id: sessionId,
      activityTitle: 'Pottery Pals',
      capacity: 4,
      waiting: 3,
    })
    expect(
      body.inLine.map((e: { id: string; position: number; status: string }) => [
        e.id,
        e.position,
        e.status,
      ]),
    ).toEqual([
      [first.entryId, 1, 'offered'],
      [second.entryId, 2, 'waiting'],
      [third.entryId, 3, 'waiting'],
    ])
    expect(body.inLine[0]).toMatchObject({
      parentName: 'Waiting Parent',
      children: [
        { firstName: 'Kid1', lastName: 'Waiting' },
        { firstName: 'Kid2', lastName: 'Waiting' },
      ],
      offerExpiresAt: offerEndsAt.toISOString(),
    })
    expect(body.inLine[1]).toMatchObject({ parentName: 'Nia Okafor', offerExpiresAt: null })
    expect(Date.parse(body.inLine[1].joinedAt)).toBeLessThanOrEqual(Date.now())
    // The offer that ran out is expired before any job marks it; neither has a place in line.
    expect(
      body.recent.map((e: { id: string; status: string; position: null }) => [e.id, e.status]),
    ).toEqual(
      expect.arrayContaining([
        [ranOut.entryId, 'expired'],
        [left.entryId, 'left'],
      ]),
    )
    expect(body.recent).toHaveLength(2)
    expect(body.recent.every((e: { position: unknown }) => e.position === null)).toBe(true)
  })

  it('shows a session nobody waits for with an empty line', async () => {
    const response = await waitlistOf(await session())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ inLine: [], recent: [] })
  })

  it('closes the line of a session that has started', async () => {
    const sessionId = await session(new Date(Date.now() - HOUR))
    const waiting = await waitingFamily(app.database.db, {
      activityId,
      scheduleId: sessionId,
      children: 1,
    })
    const body = (await waitlistOf(sessionId)).json()
    expect(body.inLine).toEqual([])
    expect(body.recent).toMatchObject([{ id: waiting.entryId, status: 'closed', position: null }])
  })

  it('answers only the session’s own provider', async () => {
    const sessionId = await session()
    await waitingFamily(app.database.db, { activityId, scheduleId: sessionId, children: 1 })
    expect((await waitlistOf(sessionId, null)).statusCode).toBe(401)
    expect((await waitlistOf(sessionId, parent.cookie)).statusCode).toBe(403)
    const theirs = await waitlistOf(sessionId, other.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Session not found')
    expect((await waitlistOf('not-a-session')).statusCode).toBe(400)
  })
})
