import type { VendorStatus } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { nextYear } from '../../test/calendar.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let provider: { cookie: string; userId: string }
let vendorId: string
let activityId: string

const form = {
  title: 'Drum Circle',
  type: 'class',
  categories: ['music'],
  price: 15,
  description: 'Children keep the beat together on hand drums.',
}

const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
  app.inject({ method, url, headers: { cookie: provider.cookie }, payload })

const setStatus = (status: VendorStatus) =>
  app.database.db.update(vendors).set({ status }).where(eq(vendors.id, vendorId))

beforeAll(async () => {
  app = await buildTestApp()
  provider = await createSignedInUser(app, { email: 'drums@standing.example', roles: ['vendor'] })
  const [vendor] = await app.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, provider.userId))
  vendorId = vendor?.id ?? ''
  const location = await app.inject({
    method: 'POST',
    url: '/api/vendor/locations',
    headers: { cookie: provider.cookie },
    payload: {
      name: 'Hall',
      address: '9 Beat Rd',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      timeZone: 'America/Chicago',
    },
  })
  activityId = await catalogRows(app.database.db).activity({
    vendor: { id: vendorId, locationId: location.json().id },
    title: 'Drum Circle',
    isActive: false,
  })
})
afterAll(async () => {
  await app?.close()
})

// Next year: a session on a day still ahead, whatever day the tests run on.
const YEAR = nextYear()
const session = { kind: 'single', date: `${YEAR}-05-10`, startTime: '10:00' }

describe.each([
  ['suspended', 'Your provider account is suspended'],
  ['rejected', 'Your provider application was not approved'],
] as const)('a %s provider', (status, reason) => {
  it('cannot add an activity or a session, or switch an activity on, and is told why', async () => {
    await setStatus(status)
    const refusals = [
      await call('POST', '/api/vendor/activities', form),
      await call('POST', '/api/vendor/schedules', { ...session, activityId }),
      await call('PATCH', `/api/vendor/activities/${activityId}/status`, { isActive: true }),
    ]
    for (const response of refusals) {
      expect(response.statusCode).toBe(403)
      expect(response.headers['content-type']).toContain('application/problem+json')
      expect(response.json().detail).toContain(reason)
    }
    const owned = await app.database.db
      .select({ id: activities.id, isActive: activities.isActive })
      .from(activities)
      .where(eq(activities.vendorId, vendorId))
    expect(owned).toEqual([{ id: activityId, isActive: false }])
    const listed = await app.inject({
      method: 'GET',
      url: `/api/vendor/schedules?activityId=${activityId}`,
      headers: { cookie: provider.cookie },
    })
    expect(listed.json().items).toEqual([])
  })

  it('can still switch an activity off', async () => {
    await setStatus(status)
    const off = await call('PATCH', `/api/vendor/activities/${activityId}/status`, {
      isActive: false,
    })
    expect(off.statusCode).toBe(200)
  })
})

describe('a provider awaiting approval', () => {
  it('prepares activities and sessions that families cannot see until approval', async () => {
    await setStatus('pending')
    const created = await call('POST', '/api/vendor/activities', form)
    expect(created.statusCode).toBe(201)
    // Auto-approval is on, yet a provider awaiting approval has its listing wait for review.
    expect(created.json().isApproved).toBe(false)
    const added = await call('POST', '/api/vendor/schedules', {
      ...session,
      date: `${YEAR}-05-03`,
      activityId,
    })
    expect(added.statusCode).toBe(201)
    const on = await call('PATCH', `/api/vendor/activities/${activityId}/status`, {
      isActive: true,
    })
    expect(on.json().isActive).toBe(true)
    const publicPage = await app.inject({ method: 'GET', url: `/api/activities/${activityId}` })
    expect(publicPage.statusCode).toBe(404)
    const listing = await app.inject({ method: 'GET', url: '/api/activities?q=Drum' })
    expect(listing.json().total).toBe(0)
    await call('PATCH', `/api/vendor/activities/${activityId}/status`, { isActive: false })
  })
})

describe('an approved provider', () => {
  it('adds activities and sessions and switches them on', async () => {
    await setStatus('approved')
    expect((await call('POST', '/api/vendor/activities', form)).statusCode).toBe(201)
    expect(
      (await call('POST', '/api/vendor/schedules', { ...session, activityId })).statusCode,
    ).toBe(201)
    const on = await call('PATCH', `/api/vendor/activities/${activityId}/status`, {
      isActive: true,
    })
    expect(on.json().isActive).toBe(true)
  })
})
