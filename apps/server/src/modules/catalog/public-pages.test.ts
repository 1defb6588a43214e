import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildCatalogWorld, PRIVATE_TITLES } from '../../test/catalog-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCatalogWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCatalogWorld(app.database.db)
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })

describe('GET /api/activities/:id', () => {
  it('shows a public activity with its sessions and places left, but not the street address', async () => {
    const response = await get(`/api/activities/${world.ids.watercolour}`)
    expect(response.statusCode).toBe(200)
    const activity = response.json()
    expect(activity).toMatchObject({
      title: 'Watercolour Wonders',
      capacity: 8,
      bookingCount: 0,
      location: { name: 'Sunny Studio Studio', city: 'Austin', state: 'TX', zipcode: '78701' },
      vendor: { businessName: 'Sunny Studio', description: 'Sunny Studio runs lovely sessions.' },
    })
    expect(activity.location).not.toHaveProperty('address')
    expect(JSON.stringify(activity)).not.toContain('12 Test Street')
    expect(activity.upcomingSessions).toHaveLength(2)
    expect(activity.upcomingSessions[0]).toMatchObject({ spotsLeft: 8, termId: null })
  })

  it.each([
    ['inactive', 'inactive'],
    ['unapproved', 'unapproved'],
    ["a pending provider's", 'pendingVendor'],
    ["a rejected provider's", 'rejectedVendor'],
  ] as const)('answers 404 for an %s activity', async (_label, key) => {
    const response = await get(`/api/activities/${world.ids[key]}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe(
      "The activity you're looking for doesn't exist or has been removed.",
    )
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get(`/api/activities/${randomUUID()}`)).statusCode).toBe(404)
    const malformed = await get('/api/activities/not-an-id')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors.id).toEqual(['Not a valid id'])
  })
})

describe('GET /api/activities/featured', () => {
  it('shows only public featured activities, at most 4', async () => {
    const response = await get('/api/activities/featured')
    const titles = response.json().items.map((item: { title: string }) => item.title)
    expect(titles).toEqual(['Watercolour Wonders', 'Junior Soccer Stars'])
  })
})

describe('GET /api/vendors/:id', () => {
  it("shows an approved provider's page without its internal contact details", async () => {
    const response = await get(`/api/vendors/${world.vendors.sunny.id}`)
    expect(response.statusCode).toBe(200)
    const vendor = response.json()
    expect(vendor).toMatchObject({
      businessName: 'Sunny Studio',
      primaryLocation: { address: '12 Test Street', city: 'Austin' },
      categories: [
        { slug: 'art', name: 'Art & Craft' },
        { slug: 'music', name: 'Music & Dance' },
        { slug: 'science', name: 'Science' },
        { slug: 'stem', name: 'STEM' },
      ],
    })
    const titles = vendor.activities.map((activity: { title: string }) => activity.title)
    expect(titles).toEqual(['Watercolour Wonders', 'Robot Builders', 'Piano Basics'])
    for (const title of PRIVATE_TITLES) expect(titles).not.toContain(title)
    const body = response.body
    expect(body).not.toContain('sunny.example')
    expect(body).not.toContain('512-555-0100')
    expect(vendor).not.toHaveProperty('website')
    expect(vendor).not.toHaveProperty('email')
    expect(vendor).not.toHaveProperty('phone')
  })

  it.each(['pending', 'rejected'] as const)('hides a %s provider', async (key) => {
    const response = await get(`/api/vendors/${world.vendors[key].id}`)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe(
      "We couldn't find this vendor. They may have been removed or the URL is incorrect.",
    )
  })
})

describe('GET /api/locations', () => {
  it('counts public activities per city, busiest first', async () => {
    const response = await get('/api/locations')
    expect(response.json()).toEqual({
      items: [
        { city: 'Austin', state: 'TX', activityCount: 3 },
        { city: 'Portland', state: 'OR', activityCount: 2 },
      ],
      total: 2,
      page: 1,
      pageCount: 1,
    })
  })

  it('pages the cities with a count of all of them', async () => {
    const second = await get('/api/locations?page=2&limit=1')
    expect(second.json()).toEqual({
      items: [{ city: 'Portland', state: 'OR', activityCount: 2 }],
      total: 2,
      page: 2,
      pageCount: 2,
    })
    const tooMany = await get('/api/locations?limit=101')
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors).toEqual({ limit: ['Limit must be a whole number from 1 to 100'] })
  })
})
