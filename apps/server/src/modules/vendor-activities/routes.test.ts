import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, activitySchedules, bookings, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { createVendorActivity, DELETE_REFUSED_UPCOMING } from './vendor-activities-service.ts'

let app: TestAppWithMail
let alice: { cookie: string; userId: string }
let bob: { cookie: string; userId: string }
let aliceVendorId: string
let aliceLocationId: string
let bobLocationId: string

const form = {
  title: 'Clay Creatures',
  type: 'class',
  categories: ['art'],
  minAge: 6,
  maxAge: 10,
  capacity: 12,
  durationMinutes: 90,
  price: 24.5,
  description: 'Little hands shape clay animals and take them home after firing.',
}

async function vendorOf(userId: string) {
  const [row] = await app.database.db.select().from(vendors).where(eq(vendors.userId, userId))
  if (!row) throw new Error('no vendor')
  return row
}

beforeAll(async () => {
  app = await buildTestApp()
  alice = await createSignedInUser(app, { email: 'alice@studio.example', roles: ['vendor'] })
  bob = await createSignedInUser(app, { email: 'bob@studio.example', roles: ['vendor'] })
  aliceVendorId = (await vendorOf(alice.userId)).id
  await app.database.db
    .update(vendors)
    .set({ status: 'approved' })
    .where(eq(vendors.id, aliceVendorId))
  const location = {
    name: 'Studio',
    address: '1 Clay Lane',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
    timeZone: 'America/Chicago',
  }
  const add = (cookie: string) =>
    app.inject({
      method: 'POST',
      url: '/api/vendor/locations',
      headers: { cookie },
      payload: location,
    })
  aliceLocationId = (await add(alice.cookie)).json().id
  bobLocationId = (await add(bob.cookie)).json().id
})
afterAll(async () => {
  await app?.close()
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

async function create(payload: object = {}, cookie = alice.cookie) {
  const response = await call('POST', '/api/vendor/activities', cookie, {
    ...form,
    locationId: aliceLocationId,
    ...payload,
  })
  return response
}

describe('creating an activity', () => {
  it('stores it with its default price and category, approved for an approved provider', async () => {
    const response = await create()
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      title: 'Clay Creatures',
      priceCents: 2450,
      capacity: 12,
      isActive: true,
      isApproved: true,
      categories: [{ slug: 'art', name: 'Art & Craft' }],
      location: { id: aliceLocationId, name: 'Studio' },
      shortDescription: form.description.slice(0, 100),
      sessions: [],
    })
    const publicView = await app.inject({
      method: 'GET',
      url: `/api/activities/${response.json().id}`,
    })
    expect(publicView.statusCode).toBe(200)
  })

  it('stores empty or zero ages and capacity as null', async () => {
    const response = await create({ title: 'Open Studio', minAge: '', maxAge: 0, capacity: 0 })
    expect(response.json()).toMatchObject({ minAge: null, maxAge: null, capacity: null })
  })

  it.each([
    ['title', { title: 'Hi' }, 'Title must be at least 3 characters'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters'],
    ['price', { price: -1 }, 'Price must be 0 or more'],
    ['minAge', { minAge: 12, maxAge: 8 }, 'Minimum age must not be above maximum age'],
    ['capacity', { capacity: -3 }, 'Capacity must be at least 1'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const response = await create(change)
    expect(response.statusCode).toBe(400)
    expect(response.json().errors[field]).toEqual([message])
  })

  it("refuses another provider's location", async () => {
    const response = await create({ locationId: bobLocationId })
    expect(response.statusCode).toBe(422)
    expect(response.json().errors.locationId).toEqual(['Choose one of your own locations.'])
  })

  it('leaves nothing behind when a step of the transaction fails', async () => {
    const count = async () =>
      (
        await app.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(activities)
          .where(eq(activities.title, 'Half Made'))
      )[0]?.n
    await expect(
      createVendorActivity({
        db: app.database.db,
        vendorId: aliceVendorId,
        vendorApproved: true,
        // Only the database can refuse this price: the activity row is written before it.
        input: {
          ...form,
          type: 'class',
          categories: [],
          title: 'Half Made',
          shortDescription: 'x',
          whatToBring: null,
          thumbnailUrl: null,
          locationId: null,
          priceCents: -100,
          minAge: null,
          maxAge: null,
          capacity: null,
          durationMinutes: null,
        },
      }),
    ).rejects.toThrow()
    expect(await count()).toBe(0)
  })
})

describe("another provider's activity", () => {
  it('is a 404 for every verb and stays unchanged', async () => {
    const id = (await create({ title: 'Alice Only' })).json().id
    const url = `/api/vendor/activities/${id}`
    expect((await call('GET', url, bob.cookie)).statusCode).toBe(404)
    expect((await call('PUT', url, bob.cookie, { ...form, title: 'Stolen' })).statusCode).toBe(404)
    expect((await call('PATCH', `${url}/status`, bob.cookie, { isActive: false })).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', url, bob.cookie)).statusCode).toBe(404)
    const mine = await call('GET', url, alice.cookie)
    expect(mine.json()).toMatchObject({ title: 'Alice Only', isActive: true })
    const bobsList = (await call('GET', '/api/vendor/activities', bob.cookie)).json()
    expect(bobsList.items.map((item: { title: string }) => item.title)).not.toContain('Alice Only')
  })
})

describe('editing and toggling', () => {
  it('saves changes, price and categories included', async () => {
    const id = (await create({ title: 'Before Edit' })).json().id
    const response = await call('PUT', `/api/vendor/activities/${id}`, alice.cookie, {
      ...form,
      title: 'After Edit',
      price: 0,
      categories: ['stem', 'science'],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      title: 'After Edit',
      priceCents: 0,
      categories: [
        { slug: 'science', name: 'Science' },
        { slug: 'stem', name: 'STEM' },
      ],
    })
  })

  it('takes an inactive activity off the public site', async () => {
    const id = (await create({ title: 'Seasonal' })).json().id
    const off = await call('PATCH', `/api/vendor/activities/${id}/status`, alice.cookie, {
      isActive: false,
    })
    expect(off.json().isActive).toBe(false)
    expect((await app.inject({ method: 'GET', url: `/api/activities/${id}` })).statusCode).toBe(404)
  })
})

describe('deleting', () => {
  async function bookSession(activityId: string, startsAt: Date) {
    const db = app.database.db
    const [schedule] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    await db.insert(bookings).values({
      activityId,
      scheduleId: schedule?.id ?? '',
      customerId: bob.userId,
      quantity: 1,
      status: 'confirmed',
      totalAmountCents: 2450,
    })
  }

  it('removes an activity without bookings for good', async () => {
    const id = (await create({ title: 'Short Lived' })).json().id
    expect((await call('DELETE', `/api/vendor/activities/${id}`, alice.cookie)).statusCode).toBe(
      204,
    )
    expect((await call('GET', `/api/vendor/activities/${id}`, alice.cookie)).statusCode).toBe(404)
    const rows = await app.database.db.select().from(activities).where(eq(activities.id, id))
    expect(rows).toEqual([])
  })

  it('refuses while families hold places in an upcoming session', async () => {
    const id = (await create({ title: 'Booked Up' })).json().id
    await bookSession(id, new Date(Date.now() + 7 * 86_400_000))
    const response = await call('DELETE', `/api/vendor/activities/${id}`, alice.cookie)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe(DELETE_REFUSED_UPCOMING)
    expect((await call('GET', `/api/vendor/activities/${id}`, alice.cookie)).statusCode).toBe(200)
  })

  it('keeps the booking history of a deleted activity out of sight', async () => {
    const id = (await create({ title: 'Last Season' })).json().id
    await bookSession(id, new Date(Date.now() - 7 * 86_400_000))
    expect((await call('DELETE', `/api/vendor/activities/${id}`, alice.cookie)).statusCode).toBe(
      204,
    )
    expect((await call('GET', `/api/vendor/activities/${id}`, alice.cookie)).statusCode).toBe(404)
    const list = (await call('GET', '/api/vendor/activities', alice.cookie)).json()
    expect(list.items.map((item: { title: string }) => item.title)).not.toContain('Last Season')
    expect((await app.inject({ method: 'GET', url: `/api/activities/${id}` })).statusCode).toBe(404)
    const kept = await app.database.db.select().from(bookings).where(eq(bookings.activityId, id))
    expect(kept).toHaveLength(1)
  })
})
