import { ANALYTICS_WEEKS } from '@afc/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, bookings, user, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { apiAs } from '../../test/api-as.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** Monday 00:00 UTC of the current week: analytics weeks start there. */
function currentWeekStart() {
  const today = new Date()
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7
  return midnight - daysSinceMonday * DAY
}

let app: TestAppWithMail
let adminCookie: string
const monday = currentWeekStart()
const ids: Record<string, string> = {}

beforeAll(async () => {
  app = await buildTestApp()
  const boss = await createSignedInUser(app, { email: 'boss@stats.example', roles: ['admin'] })
  adminCookie = boss.cookie
  const db = app.database.db
  const catalog = catalogRows(db)
  const at = (time: number) => new Date(time)
  await db
    .update(user)
    .set({ createdAt: at(monday + 2 * HOUR) })
    .where(eq(user.id, boss.userId))

  const ownerJoined = async (vendorId: string, time: number) => {
    const [row] = await db
      .select({ userId: vendors.userId })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
    await db
      .update(user)
      .set({ createdAt: at(time) })
      .where(eq(user.id, row?.userId ?? ''))
  }
  const v1 = await catalog.vendor({ name: 'Busy Bees' })
  const v2 = await catalog.vendor({ name: 'Quiet Quarters' })
  ids.v1 = v1.id
  ids.v2 = v2.id
  await ownerJoined(v1.id, monday - WEEK + HOUR)
  await ownerJoined(v2.id, monday - 20 * WEEK)

  const x1 = await catalog.activity({
    vendor: v1,
    title: 'Art and Song',
    categories: ['art', 'music'],
  })
  const x2 = await catalog.activity({ vendor: v1, title: 'Football', categories: ['sports'] })
  const x3 = await catalog.activity({ vendor: v2, title: 'Quiet Drawing', categories: ['art'] })
  const sessionOf = async (activityId: string) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt: at(monday), endsAt: at(monday + HOUR) })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  const sessions = { x1: await sessionOf(x1), x2: await sessionOf(x2), x3: await sessionOf(x3) }
  const booking = (
    activity: 'x1' | 'x2' | 'x3',
    totalAmountCents: number,
    status: 'pending' | 'confirmed' | 'cancelled',
    time: number,
  ) => ({
    activityId: { x1, x2, x3 }[activity],
    scheduleId: sessions[activity],
    totalAmountCents,
    status,
    // A pending booking is a hold while the family pays: not a booking yet.
    holdExpiresAt: status === 'pending' ? new Date(Date.now() + HOUR) : null,
    createdAt: at(time),
  })
  await db
    .insert(bookings)
    .values([
      booking('x1', 3000, 'confirmed', monday + HOUR),
      booking('x1', 1000, 'pending', monday + 3 * HOUR),
      booking('x3', 700, 'cancelled', monday + 4 * HOUR),
      booking('x2', 2500, 'confirmed', monday - WEEK + 2 * DAY),
      booking('x3', 500, 'confirmed', monday - 11 * WEEK + 3 * DAY),
      booking('x2', 9999, 'confirmed', monday - 12 * WEEK + DAY),
    ])
})
afterAll(async () => {
  await app?.close()
})

describe('GET /api/admin/analytics', () => {
  it('gives 12 weeks with empty ones as 0, and the rankings, as worked out by hand', async () => {
    const response = await apiAs(app, adminCookie).get('/api/admin/analytics')
    expect(response.statusCode).toBe(200)
    const analytics = response.json()

    const expected = Array.from({ length: ANALYTICS_WEEKS }, (_, index) => ({
      weekStart: new Date(monday - (ANALYTICS_WEEKS - 1 - index) * WEEK).toISOString().slice(0, 10),
      bookings: 0,
      revenueCents: 0,
      newUsers: 0,
    }))
    // The oldest week: $5; last week: $25 and the owner of Busy Bees; this week: $30 (neither the
    // $10 hold nor the cancelled booking counts) and the admin. 12 weeks ago is outside.
    Object.assign(expected[0] ?? {}, { bookings: 1, revenueCents: 500 })
    Object.assign(expected[10] ?? {}, { bookings: 1, revenueCents: 2500, newUsers: 1 })
    Object.assign(expected[11] ?? {}, { bookings: 1, revenueCents: 3000, newUsers: 1 })
    expect(analytics.weeks).toEqual(expected)

    expect(analytics.topCategories).toEqual([
      { slug: 'art', name: 'Art & Craft', bookings: 2, revenueCents: 3500 },
      { slug: 'music', name: 'Music & Dance', bookings: 1, revenueCents: 3000 },
      { slug: 'sports', name: 'Sports', bookings: 1, revenueCents: 2500 },
    ])
    expect(analytics.topProviders).toEqual([
      { id: ids.v1, businessName: 'Busy Bees', bookings: 2, revenueCents: 5500 },
      { id: ids.v2, businessName: 'Quiet Quarters', bookings: 1, revenueCents: 500 },
    ])
  })
})
