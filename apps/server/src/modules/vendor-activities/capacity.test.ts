import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import {
  activities,
  activitySchedules,
  bookings,
  children,
  vendors,
} from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let parent: { cookie: string; userId: string }
let locationId: string

const DAY = 86_400_000
const form = (capacity: number | null) => ({
  title: 'Robot Lab',
  type: 'class',
  categories: ['stem'],
  capacity,
  price: 30,
  locationId,
  description: 'Children build and program a small robot over one afternoon.',
})

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@capacity.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@capacity.example' })
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

/** A fresh activity with one upcoming session; `booked` places are already held on it. */
async function activityWithBookedSession(capacity: number, booked: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/vendor/activities',
    headers: { cookie: owner.cookie },
    payload: form(capacity),
  })
  expect(created.statusCode).toBe(201)
  const activityId: string = created.json().id
  const startsAt = new Date(Date.now() + 7 * DAY)
  const db = app.database.db
  const [session] = await db
    .insert(activitySchedules)
    .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .returning({ id: activitySchedules.id })
  const sessionId = session?.id ?? ''
  if (booked > 0) {
    await db.insert(bookings).values({
      activityId,
      scheduleId: sessionId,
      customerId: parent.userId,
      quantity: booked,
    })
  }
  return { activityId, sessionId }
}

const editCapacity = (activityId: string, capacity: number | null) =>
  app.inject({
    method: 'PUT',
    url: `/api/vendor/activities/${activityId}`,
    headers: { cookie: owner.cookie },
    payload: form(capacity),
  })

async function placesHeld(sessionId: string) {
  const [row] = await queryRows<{ held: number }>(
    app.database.db,
    sql`select coalesce(sum(quantity), 0)::int as held from bookings
      where schedule_id = ${sessionId} and status = 'confirmed'`,
  )
  return Number(row?.held ?? 0)
}

describe('capacity of an activity with booked sessions', () => {
  it('refuses a capacity below the places already booked on a session, naming the number', async () => {
    const { activityId } = await activityWithBookedSession(20, 12)
    const response = await editCapacity(activityId, 10)
    expect(response.statusCode).toBe(409)
    expect(response.headers['content-type']).toContain('application/problem+json')
    expect(response.json().detail).toBe(
      '12 places are already booked on this session; capacity cannot be lower than 12.',
    )
    const detail = await app.inject({
      method: 'GET',
      url: `/api/vendor/activities/${activityId}`,
      headers: { cookie: owner.cookie },
    })
    expect(detail.json().capacity).toBe(20)
  })

  it('accepts a capacity equal to the places booked, a higher one and no limit', async () => {
    const { activityId } = await activityWithBookedSession(20, 12)
    expect((await editCapacity(activityId, 12)).json().capacity).toBe(12)
    expect((await editCapacity(activityId, 15)).json().capacity).toBe(15)
    expect((await editCapacity(activityId, null)).json().capacity).toBeNull()
  })

  it('ignores places on cancelled bookings and cancelled sessions', async () => {
    const { activityId, sessionId } = await activityWithBookedSession(20, 12)
    await app.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.scheduleId, sessionId))
    expect((await editCapacity(activityId, 3)).statusCode).toBe(200)
    const other = await activityWithBookedSession(20, 8)
    await app.database.db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.id, other.sessionId))
    expect((await editCapacity(other.activityId, 2)).statusCode).toBe(200)
  })

  it('is also refused by the database for a writer that skips the service', async () => {
    const { activityId } = await activityWithBookedSession(20, 12)
    const update = app.database.db
      .update(activities)
      .set({ capacity: 11 })
      .where(eq(activities.id, activityId))
    await expect(update).rejects.toMatchObject({ cause: { code: '23514' } })
    await app.database.db
      .update(activities)
      .set({ capacity: 12 })
      .where(eq(activities.id, activityId))
  })

  it('never ends with more places booked than the capacity when bookings race the edit', async () => {
    const { activityId, sessionId } = await activityWithBookedSession(6, 2)
    const kids = await app.database.db
      .insert(children)
      .values(
        ['Ada', 'Ben', 'Cy', 'Dee'].map((firstName) => ({
          parentId: parent.userId,
          firstName,
          lastName: 'Ortiz',
          birthDate: '2017-05-01',
        })),
      )
      .returning({ id: children.id })
    const [edit, ...bookingsMade] = await Promise.all([
      editCapacity(activityId, 3),
      ...kids.map((kid) =>
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { cookie: parent.cookie },
          payload: { sessionId, childIds: [kid.id] },
        }),
      ),
    ])
    const held = await placesHeld(sessionId)
    const detail = await app.inject({
      method: 'GET',
      url: `/api/vendor/activities/${activityId}`,
      headers: { cookie: owner.cookie },
    })
    const capacity: number = detail.json().capacity
    expect(held).toBeLessThanOrEqual(capacity)
    expect([200, 409]).toContain(edit?.statusCode)
    expect(capacity).toBe(edit?.statusCode === 200 ? 3 : 6)
    for (const booking of bookingsMade) expect([201, 409]).toContain(booking.statusCode)
    const made = bookingsMade.filter((booking) => booking.statusCode === 201).length
    expect(held).toBe(2 + made)
  })
})
