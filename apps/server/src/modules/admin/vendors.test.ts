import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, activitySchedules, bookings, user, vendors } from '../../db/schema/index.ts'
import { createSignedInUser, signUpThroughApi } from '../../test/accounts.ts'
import { apiAs, mailTo } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

let app: TestAppWithMail
let admin: ReturnType<typeof apiAs>
const visitor = () => apiAs(app)

async function ownerEmail(vendorId: string) {
  const [row] = await app.database.db
    .select({ email: user.email })
    .from(vendors)
    .innerJoin(user, eq(user.id, vendors.userId))
    .where(eq(vendors.id, vendorId))
  return row?.email ?? ''
}

const publicTitles = async () =>
  (await visitor().get('/api/activities?limit=100'))
    .json()
    .items.map((item: { title: string }) => item.title)

beforeAll(async () => {
  app = await buildTestApp()
  admin = apiAs(
    app,
    (await createSignedInUser(app, { email: 'boss@vendors.example', roles: ['admin'] })).cookie,
  )
})
afterAll(async () => {
  await app?.close()
})

describe('approving a provider', () => {
  it('puts its activities on the public site at once and mails the owner', async () => {
    const catalog = catalogRows(app.database.db)
    const vendor = await catalog.vendor({ name: 'Maple Makers', status: 'pending' })
    await catalog.activity({ vendor, title: 'Maple Mosaics' })
    const awaiting = await catalog.activity({ vendor, title: 'Maple Music', isApproved: false })
    expect(await publicTitles()).not.toContain('Maple Mosaics')
    expect((await visitor().get(`/api/vendors/${vendor.id}`)).statusCode).toBe(404)

    const response = await admin.post(`/api/admin/vendors/${vendor.id}/approve`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'approved', statusReason: null })
    // Auto-approve is on by default, so its activity awaiting review is approved with it.
    expect(await publicTitles()).toEqual(expect.arrayContaining(['Maple Mosaics', 'Maple Music']))
    const page = (await visitor().get(`/api/vendors/${vendor.id}`)).json()
    expect(page.activities).toHaveLength(2)
    const [approved] = await app.database.db
      .select({ isApproved: activities.isApproved })
      .from(activities)
      .where(eq(activities.id, awaiting))
    expect(approved?.isApproved).toBe(true)
    const mail = (await mailTo(app, await ownerEmail(vendor.id))).at(-1)
    expect(mail?.subject).toBe('Maple Makers is approved on Activities for Children')
  })

  it('refuses to approve an approved provider again', async () => {
    const vendor = await catalogRows(app.database.db).vendor({ name: 'Oak Games' })
    const response = await admin.post(`/api/admin/vendors/${vendor.id}/approve`)
    expect(response.statusCode).toBe(409)
    expect(response.json().detail).toBe('Oak Games is already approved.')
  })

  it('answers 404 for an unknown provider', async () => {
    const response = await admin.post(`/api/admin/vendors/${randomUUID()}/approve`)
    expect(response.statusCode).toBe(404)
    expect(response.json().detail).toBe('Vendor not found')
  })
})

describe('rejecting a provider', () => {
  it('keeps it off the site, records the reason and mails it to the owner', async () => {
    const catalog = catalogRows(app.database.db)
    const vendor = await catalog.vendor({ name: 'Birch Arts', status: 'pending' })
    const reason = 'Please add a real address for your studio.'
    const response = await admin.post(`/api/admin/vendors/${vendor.id}/reject`, { reason })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'rejected', statusReason: reason })
    expect((await visitor().get(`/api/vendors/${vendor.id}`)).statusCode).toBe(404)
    const mail = (await mailTo(app, await ownerEmail(vendor.id))).at(-1)
    expect(mail?.subject).toBe('Birch Arts was not approved')
    expect(mail?.text).toContain(reason)
  })

  it('refuses to reject an approved provider and asks for a reason', async () => {
    const vendor = await catalogRows(app.database.db).vendor({ name: 'Cedar Club' })
    const refused = await admin.post(`/api/admin/vendors/${vendor.id}/reject`, {
      reason: 'Too late for that.',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(
      'Only a provider awaiting approval can be rejected. Cedar Club is approved.',
    )
    const noReason = await admin.post(`/api/admin/vendors/${vendor.id}/reject`, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().errors.reason).toEqual([
      'Please give a reason of at least 3 characters.',
    ])
  })
})

describe('suspending a provider', () => {
  it('takes its activities off the public site at once, featured places included', async () => {
    const catalog = catalogRows(app.database.db)
    const vendor = await catalog.vendor({ name: 'Willow Dance' })
    const featured = await catalog.activity({ vendor, title: 'Willow Waltz', isFeatured: true })
    expect(await publicTitles()).toContain('Willow Waltz')
    const featuredTitles = async () =>
      (await visitor().get('/api/activities/featured'))
        .json()
        .items.map((item: { title: string }) => item.title)
    expect(await featuredTitles()).toContain('Willow Waltz')

    const reason = 'Several families reported sessions that did not take place.'
    const response = await admin.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ status: 'suspended', statusReason: reason })
    expect(await publicTitles()).not.toContain('Willow Waltz')
    expect(await featuredTitles()).not.toContain('Willow Waltz')
    expect((await visitor().get(`/api/vendors/${vendor.id}`)).statusCode).toBe(404)
    expect((await visitor().get(`/api/activities/${featured}`)).statusCode).toBe(404)
    expect((await mailTo(app, await ownerEmail(vendor.id))).at(-1)?.text).toContain(reason)

    const again = await admin.post(`/api/admin/vendors/${vendor.id}/suspend`, { reason })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(
      'Only an approved provider can be suspended. Willow Dance is suspended.',
    )
    // Approving it again brings its activities back, without the featured place.
    await admin.post(`/api/admin/vendors/${vendor.id}/approve`)
    expect(await publicTitles()).toContain('Willow Waltz')
    expect(await featuredTitles()).not.toContain('Willow Waltz')
  })
})

describe('GET /api/admin/vendors', () => {
  it('shows a new vendor sign-up as pending, found by business name or owner email', async () => {
    await signUpThroughApi(app, {
      email: 'new.owner@vendors.example',
      role: 'vendor',
      firstName: 'Quinn',
    })
    const byName = (await admin.get("/api/admin/vendors?q=quinn's&status=pending")).json()
    expect(byName.total).toBe(1)
    expect(byName.items[0]).toMatchObject({
      businessName: "Quinn's Business",
      ownerEmail: 'new.owner@vendors.example',
      status: 'pending',
      activityCount: 0,
    })
    const byEmail = (await admin.get('/api/admin/vendors?q=NEW.OWNER@')).json()
    expect(byEmail.items.map((item: { businessName: string }) => item.businessName)).toEqual([
      "Quinn's Business",
    ])
  })

  it('filters by status and pages with the total of all matches', async () => {
    const all = (await admin.get('/api/admin/vendors?limit=100')).json()
    const page = (await admin.get('/api/admin/vendors?limit=2&page=2')).json()
    expect(page).toMatchObject({ total: all.total, page: 2, pageCount: Math.ceil(all.total / 2) })
    expect(page.items).toEqual(all.items.slice(2, 4))
    const suspended = (await admin.get('/api/admin/vendors?status=suspended')).json()
    expect(suspended.items.every((item: { status: string }) => item.status === 'suspended')).toBe(
      true,
    )
    const bad = await admin.get('/api/admin/vendors?status=sleeping')
    expect(bad.statusCode).toBe(400)
  })
})

describe('GET /api/admin/vendors/:id', () => {
  it('shows internal contact, locations, activities, bookings and revenue', async () => {
    const db = app.database.db
    const catalog = catalogRows(db)
    const vendor = await catalog.vendor({
      name: 'Pine Robotics',
      website: 'https://pine.example',
      email: 'hello@pine.example',
      phone: '512-555-0199',
    })
    const activityId = await catalog.activity({ vendor, title: 'Pine Bots' })
    await catalog.activity({ vendor, title: 'Pine Circuits', isActive: false })
    const startsAt = new Date(Date.now() + 86_400_000)
    const [session] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .returning({ id: activitySchedules.id })
    const scheduleId = session?.id ?? ''
    await db.insert(bookings).values([
      { activityId, scheduleId, quantity: 2, totalAmountCents: 3000, status: 'confirmed' },
      // A family paying right now: the places are held, but it is not a booking yet.
      {
        activityId,
        scheduleId,
        quantity: 1,
        totalAmountCents: 1500,
        status: 'pending',
        holdExpiresAt: new Date(Date.now() + 600_000),
      },
      { activityId, scheduleId, quantity: 1, totalAmountCents: 1500, status: 'cancelled' },
    ])

    const response = await admin.get(`/api/admin/vendors/${vendor.id}`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      businessName: 'Pine Robotics',
      status: 'approved',
      contact: {
        website: 'https://pine.example',
        email: 'hello@pine.example',
        phone: '512-555-0199',
        notificationEmail: null,
      },
      locations: [{ name: 'Pine Robotics Studio', address: '12 Test Street', isPrimary: true }],
      owner: { name: 'Pine Robotics', disabled: false },
      activityCount: 2,
      bookingCount: 1,
      revenueCents: 3000,
    })
  })
})
