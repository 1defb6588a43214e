import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activitySchedules, bookings, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { waitingFamily } from '../../test/waiting-families.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let other: { cookie: string }
let parent: { cookie: string; userId: string }
let locationId: string

const DAY = 86_400_000
const form = (capacity: number | null) => ({
  title: 'Robot Lab',
  type: 'class',
  categories: ['stem'],
  capacity,
  price: 0,
  locationId,
  description: 'Children build and program a small robot over one afternoon.',
})

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@raise.example', roles: ['vendor'] })
  other = await createSignedInUser(app, { email: 'other@raise.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@raise.example' })
  await db.update(vendors).set({ status: 'approved' }).where(eq(vendors.userId, owner.userId))
  const location = await app.inject({
    method: 'POST',
    url: '/api/vendor/locations',
    headers: { cookie: owner.cookie },
    payload: {
      name: 'Lab',
      address: '3 Gear St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      timeZone: 'America/Chicago',
    },
  })
  locationId = location.json().id
})
afterAll(async () => {
  await app?.close()
})

/** A full activity (2 places, both booked) with families of 2 and then 1 child waiting. */
async function fullActivityWithLine() {
  const created = await app.inject({
    method: 'POST',
    url: '/api/vendor/activities',
    headers: { cookie: owner.cookie },
    payload: form(2),
  })
  expect(created.statusCode).toBe(201)
  const activityId: string = created.json().id
  const db = app.database.db
  const startsAt = new Date(Date.now() + 7 * DAY)
  const [session] = await db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning({ id: activitySchedules.id })
  const sessionId = session?.id ?? ''
  await db.insert(bookings).values({
    activityId,
    scheduleId: sessionId,
    customerId: parent.userId,
    quantity: 2,
    status: 'confirmed',
  })
  const pair = await waitingFamily(db, { activityId, scheduleId: sessionId, children: 2 })
  const single = await waitingFamily(db, { activityId, scheduleId: sessionId, children: 1 })
  return { activityId, sessionId, pair: pair.entryId, single: single.entryId }
}

const patchCapacity = (
  activityId: string,
  capacity: unknown,
  cookie: string | null = owner.cookie,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/vendor/activities/${activityId}/capacity`,
    headers: cookie ? { cookie } : {},
    payload: { capacity },
  })

async function statuses(...entryIds: string[]) {
  await app.jobs.runQueued()
  const rows = await queryRows<{ id: string; status: string }>(
    app.database.db,
    sql`select id, status from waitlist_entries`,
  )
  const byId = new Map(rows.map((row) => [row.id, row.status]))
  return entryIds.map((id) => byId.get(id))
}

describe('raising capacity with families waiting', () => {
  it('offers the new places to the line, first family that fits first', async () => {
    const world = await fullActivityWithLine()
    const raised = await patchCapacity(world.activityId, 4)
    expect(raised.statusCode).toBe(200)
    expect(raised.json().capacity).toBe(4)
    expect(await statuses(world.pair, world.single)).toEqual(['offered', 'waiting'])
    const [offer] = await queryRows<{ status: string; quantity: number }>(
      app.database.db,
      sql`select b.status, b.quantity from waitlist_entries w join bookings b on b.id = w.booking_id
        where w.id = ${world.pair}`,
    )
    expect(offer).toMatchObject({ status: 'pending', quantity: 2 })
  })

  it('does the same when the whole activity form raises it', async () => {
    const world = await fullActivityWithLine()
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/vendor/activities/${world.activityId}`,
      headers: { cookie: owner.cookie },
      payload: form(3),
    })
    expect(saved.statusCode).toBe(200)
    // One place: the pair does not fit, the single child behind them does.
    expect(await statuses(world.pair, world.single)).toEqual(['waiting', 'offered'])
  })

  it('makes no offer when capacity stays or falls', async () => {
    const world = await fullActivityWithLine()
    expect((await patchCapacity(world.activityId, 2)).statusCode).toBe(200)
    expect(await statuses(world.pair, world.single)).toEqual(['waiting', 'waiting'])
  })

  it('refuses a capacity below the places booked, as the form does', async () => {
    const world = await fullActivityWithLine()
    const lowered = await patchCapacity(world.activityId, 1)
    expect(lowered.statusCode).toBe(409)
    expect(lowered.json().detail).toBe(
      '2 places are already booked on this session; capacity cannot be lower than 2.',
    )
    const invalid = await patchCapacity(world.activityId, -3)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().errors.capacity).toEqual(['Capacity must be at least 1'])
    expect(await statuses(world.pair, world.single)).toEqual(['waiting', 'waiting'])
  })

  it('lets only the activity’s own provider change it', async () => {
    const world = await fullActivityWithLine()
    expect((await patchCapacity(world.activityId, 9, null)).statusCode).toBe(401)
    expect((await patchCapacity(world.activityId, 9, parent.cookie)).statusCode).toBe(403)
    const theirs = await patchCapacity(world.activityId, 9, other.cookie)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().detail).toBe('Activity Not Found')
    expect(await statuses(world.pair, world.single)).toEqual(['waiting', 'waiting'])
  })
})
