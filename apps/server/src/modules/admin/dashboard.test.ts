import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activities, activitySchedules, bookings, user, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const DAY = 86_400_000
let app: TestAppWithMail
let adminCookie: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await buildTestApp()
  adminCookie = (await createSignedInUser(app, { email: 'boss@dash.example', roles: ['admin'] }))
    .cookie
  const db = app.database.db
  const catalog = catalogRows(db)
  const now = Date.now()
  const ago = (days: number) => new Date(now - days * DAY)

  /** A provider registered `days` ago, its owner's account too. */
  const vendorFrom = async (
    name: string,
    days: number,
    status: 'approved' | 'pending' | 'rejected',
  ) => {
    const vendor = await catalog.vendor({ name, status })
    const [row] = await db
      .update(vendors)
      .set({ createdAt: ago(days) })
      .where(eq(vendors.id, vendor.id))
      .returning({ userId: vendors.userId })
    await db
      .update(user)
      .set({ createdAt: ago(days) })
      .where(eq(user.id, row?.userId ?? ''))
    ids[name] = vendor.id
    return vendor
  }
  const v1 = await vendorFrom('Vendor One', 5, 'approved')
  await vendorFrom('Vendor Two', 10, 'pending')
  const v3 = await vendorFrom('Vendor Three', 40, 'approved')
  await vendorFrom('Vendor Four', 70, 'rejected')

  ids.a1 = await catalog.activity({
    vendor: v1,
    title: 'Awaiting Art',
    isApproved: false,
    createdAt: ago(3),
  })
  ids.a2 = await catalog.activity({ vendor: v1, title: 'Approved Acting', createdAt: ago(35) })
  ids.a3 = await catalog.activity({
    vendor: v3,
    title: 'Idle Ice Skating',
    isActive: false,
    createdAt: ago(45),
  })
  ids.a4 = await catalog.activity({
    vendor: v3,
    title: 'Refused Rowing',
    isApproved: false,
    createdAt: ago(50),
  })
  await db
    .update(activities)
    .set({ rejectionReason: 'No life jackets.' })
    .where(eq(activities.id, ids.a4))
  const deleted = await catalog.activity({
    vendor: v3,
    title: 'Deleted Drums',
    isActive: false,
    createdAt: ago(2),
  })
  await db
    .update(activities)
    .set({ deletedAt: ago(1) })
    .where(eq(activities.id, deleted))
  ids.a6 = await catalog.activity({ vendor: v3, title: 'Old Origami', createdAt: ago(80) })

  const [session] = await db
    .insert(activitySchedules)
    .values({ activityId: ids.a2, startsAt: ago(1), endsAt: ago(0.9) })
    .returning({ id: activitySchedules.id })
  const booking = (
    totalAmountCents: number,
    status: 'pending' | 'confirmed' | 'cancelled',
    days: number,
  ) => ({
    activityId: ids.a2 ?? '',
    scheduleId: session?.id ?? '',
    totalAmountCents,
    status,
    // A hold that ran out unpaid long ago: never a booking.
    holdExpiresAt: status === 'pending' ? ago(days - 0.01) : null,
    createdAt: ago(days),
  })
  await db
    .insert(bookings)
    .values([
      booking(4000, 'confirmed', 2),
      booking(2000, 'pending', 20),
      booking(9999, 'cancelled', 5),
      booking(1500, 'confirmed', 65),
    ])
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/admin/dashboard', () => {
  it('matches the figures worked out by hand, with the change against the previous 30 days', async () => {
    const response = await apiAs(app, adminCookie).get('/api/admin/dashboard')
    expect(response.statusCode).toBe(200)
    const dashboard = response.json()
    expect(dashboard.stats).toEqual({
      // Registered 5 and 10 days ago against 40 days ago: 2 against 1 is +100%.
      totalVendors: { total: 4, last30Days: 2, previous30Days: 1, changePercent: 100 },
      // The deleted one never counts; 1 (3 days) against 3 (35, 45, 50 days) is -66.7%.
      totalActivities: { total: 5, last30Days: 1, previous30Days: 3, changePercent: -66.7 },
      // The admin (today) and the owners of Vendor One and Two against Vendor Three's owner.
      totalUsers: { total: 5, last30Days: 3, previous30Days: 1, changePercent: 200 },
      // Confirmed only; nothing booked 30 to 60 days ago, so no change: the UI says New.
      revenueCents: { total: 5500, last30Days: 4000, previous30Days: 0, changePercent: null },
    })
    expect(
      dashboard.recentVendors.map((v: { businessName: string; status: string }) => [
        v.businessName,
        v.status,
      ]),
    ).toEqual([
      ['Vendor One', 'approved'],
      ['Vendor Two', 'pending'],
      ['Vendor Three', 'approved'],
      ['Vendor Four', 'rejected'],
    ])
    expect(dashboard.recentVendors[0]).toMatchObject({ id: ids['Vendor One'] })
    expect(dashboard.recentVendors[0].registeredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(
      dashboard.recentActivities.map(
        (a: { title: string; status: string; vendor: { businessName: string } }) => [
          a.title,
          a.vendor.businessName,
          a.status,
        ],
      ),
    ).toEqual([
      ['Awaiting Art', 'Vendor One', 'pending'],
      ['Approved Acting', 'Vendor One', 'approved'],
      ['Idle Ice Skating', 'Vendor Three', 'inactive'],
      ['Refused Rowing', 'Vendor Three', 'rejected'],
      ['Old Origami', 'Vendor Three', 'approved'],
    ])
  })
})
