import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let admin: ReturnType<typeof apiAs>
let catalog: ReturnType<typeof catalogRows>
let approvedVendor: { id: string; locationId: string }
let pendingVendor: { id: string; locationId: string }

const publicTitles = async () =>
  (await apiAs(app).get('/api/activities?limit=100'))
    .json()
    .items.map((item: { title: string }) => item.title)

async function flags(activityId: string) {
  const [row] = await app.database.db
    .select({
      isActive: activities.isActive,
      isApproved: activities.isApproved,
      isFeatured: activities.isFeatured,
      rejectionReason: activities.rejectionReason,
    })
    .from(activities)
    .where(eq(activities.id, activityId))
  return row
}

beforeAll(async () => {
  app = await buildTestApp()
  const boss = await createSignedInUser(app, { email: 'boss@acts.example', roles: ['admin'] })
  admin = apiAs(app, boss.cookie)
  catalog = catalogRows(app.database.db)
  approvedVendor = await catalog.vendor({ name: 'Lakeside Learning' })
  pendingVendor = await catalog.vendor({ name: 'Newcomer Nook', status: 'pending' })
})
afterAll(async () => {
  await app?.close()
})

describe('the moderation queue', () => {
  it('lists activities awaiting review, oldest first, and approving one makes it public', async () => {
    const day = 86_400_000
    const older = await catalog.activity({
      vendor: approvedVendor,
      title: 'Queue Quilting',
      isApproved: false,
      createdAt: new Date(Date.now() - 2 * day),
    })
    const newer = await catalog.activity({
      vendor: approvedVendor,
      title: 'Queue Quizzes',
      isApproved: false,
      createdAt: new Date(Date.now() - day),
    })
    const queue = (await admin.get('/api/admin/activities?status=pending&q=queue')).json()
    expect(queue.items.map((item: { id: string }) => item.id)).toEqual([older, newer])
    expect(queue.items[0]).toMatchObject({
      status: 'pending',
      vendor: { businessName: 'Lakeside Learning', status: 'approved' },
    })
    expect(await publicTitles()).not.toContain('Queue Quilting')

    const response = await admin.post(`/api/admin/activities/${older}/approve`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'approved', isApproved: true })
    expect(await publicTitles()).toContain('Queue Quilting')
    const left = (await admin.get('/api/admin/activities?status=pending&q=queue')).json()
    expect(left.items.map((item: { id: string }) => item.id)).toEqual([newer])
  })

  it("refuses to approve a pending provider's activity, with the reason", async () => {
    const id = await catalog.activity({
      vendor: pendingVendor,
      title: 'Early Bird',
      isApproved: false,
    })
    const response = await admin.post(`/api/admin/activities/${id}/approve`)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('Approve the provider first: Newcomer Nook is pending.')
    expect((await flags(id))?.isApproved).toBe(false)
  })

  it('rejects with a reason: kept, mailed, out of the queue and off the site', async () => {
    const id = await catalog.activity({ vendor: approvedVendor, title: 'Risky Rafting' })
    expect(await publicTitles()).toContain('Risky Rafting')
    const reason = 'Rafting needs a safety certificate; please add it to the description.'
    const response = await admin.post(`/api/admin/activities/${id}/reject`, { reason })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason })
    expect(await flags(id)).toEqual({
      isActive: true,
      isApproved: false,
      isFeatured: false,
      rejectionReason: reason,
    })
    expect(await publicTitles()).not.toContain('Risky Rafting')
    const mail = (await app.deliveredMail()).findLast((sent) => sent.subject.includes('Risky'))
    expect(mail?.subject).toBe('"Risky Rafting" was not approved')
    expect(mail?.text).toContain(reason)
    const queue = (await admin.get('/api/admin/activities?status=pending&q=risky')).json()
    expect(queue.total).toBe(0)
    const rejected = (await admin.get('/api/admin/activities?status=rejected&q=risky')).json()
    expect(rejected.total).toBe(1)
  })

  it('brings a rejected activity back to the queue once its provider changes it', async () => {
    const owner = await createSignedInUser(app, { email: 'owner@acts.example', roles: ['vendor'] })
    await app.database.db
      .update(vendors)
      .set({ status: 'approved' })
      .where(eq(vendors.userId, owner.userId))
    const form = {
      title: 'Second Chance Sculpture',
      type: 'class',
      categories: ['art'],
      price: 20,
      description: 'Sculpting with clay, for ages six and up.',
    }
    const provider = apiAs(app, owner.cookie)
    const { id } = (await provider.post('/api/vendor/activities', form)).json()
    await admin.post(`/api/admin/activities/${id}/reject`, { reason: 'Please add the ages.' })
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/vendor/activities/${id}`,
      headers: { cookie: owner.cookie },
      payload: { ...form, minAge: 6 },
    })
    expect(edited.statusCode).toBe(200)
    const queue = (await admin.get('/api/admin/activities?status=pending&q=second%20chance')).json()
    expect(queue.items).toEqual([expect.objectContaining({ id, rejectionReason: null })])
  })

  it('answers 404 for an unknown activity', async () => {
    const response = await admin.post(`/api/admin/activities/${randomUUID()}/approve`)
    expect(response.statusCode).toBe(404)
  })
})

describe('deactivating', () => {
  it('takes the activity off the site and out of its featured place, and tells the provider', async () => {
    const id = await catalog.activity({
      vendor: approvedVendor,
      title: 'Gone Fishing',
      isFeatured: true,
    })
    expect(await publicTitles()).toContain('Gone Fishing')
    const response = await admin.post(`/api/admin/activities/${id}/deactivate`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'inactive',
      isActive: false,
      isFeatured: false,
    })
    expect(await publicTitles()).not.toContain('Gone Fishing')
    const subjects = (await app.deliveredMail()).map((sent) => sent.subject)
    expect(subjects).toContain('"Gone Fishing" was switched off')
    const again = await admin.post(`/api/admin/activities/${id}/deactivate`)
    expect(again.statusCode).toBe(409)
    const inactive = (await admin.get('/api/admin/activities?status=inactive&q=gone')).json()
    expect(inactive.total).toBe(1)
  })
})

describe('GET /api/admin/activities', () => {
  it('searches titles and provider names and pages with the total', async () => {
    const byVendor = (await admin.get('/api/admin/activities?q=newcomer%20nook')).json()
    expect(byVendor.items.map((item: { title: string }) => item.title)).toEqual(['Early Bird'])
    const page = (await admin.get('/api/admin/activities?limit=3&page=2')).json()
    expect(page.items).toHaveLength(3)
    expect(page.pageCount).toBe(Math.ceil(page.total / 3))
  })
})
