import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activitySchedules, vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { waitingFamily } from '../../test/waiting-families.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
let app: TestAppWithMail
let vendorCookie: string
const ids: Record<string, string> = {}
const times: Record<string, Date> = {}

async function dashboardOf(cookie: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/vendor/dashboard',
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json()
}

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  const owner = await createSignedInUser(app, { email: 'owner@lines.example', roles: ['vendor'] })
  vendorCookie = owner.cookie
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const catalog = catalogRows(db)
  const rival = await catalog.vendor({ name: 'Rival Camp', timeZone: 'America/New_York' })
  const own = { id: vendor?.id ?? '', locationId: '' }
  const now = Date.now()
  times.tomorrow = new Date(now + DAY)
  times.inTwoDays = new Date(now + 2 * DAY)

  const art = await catalog.activity({ vendor: own, title: 'Art Attack', capacity: 2 })
  ids.art = art
  ids.rival = await catalog.activity({ vendor: rival, title: 'Their Camp', capacity: 1 })
  const session = async (activityId: string, startsAt: Date, isCancelled = false) => {
    const [row] = await db
      .insert(activitySchedules)
      .values({ activityId, startsAt, endsAt: new Date(startsAt.getTime() + HOUR), isCancelled })
      .returning({ id: activitySchedules.id })
    return row?.id ?? ''
  }
  ids.artTomorrow = await session(ids.art, times.tomorrow)
  ids.artInTwo = await session(ids.art, times.inTwoDays)
  const artCancelled = await session(ids.art, new Date(now + 3 * DAY), true)
  const artStarted = await session(ids.art, new Date(now - HOUR))
  const rivalTomorrow = await session(ids.rival, times.tomorrow)
  const line = (scheduleId: string, children: number, more = {}) =>
    waitingFamily(db, { activityId: art, scheduleId, children, ...more })

  // Tomorrow: two families waiting (2 children and 1), one holding an offer still open (3).
  await line(ids.artTomorrow, 2)
  await line(ids.artTomorrow, 1)
  await line(ids.artTomorrow, 3, { offerEndsAt: new Date(now + HOUR) })
  // Out of line: an offer that ran out before any job marked it, one taken, one family that left.
  await line(ids.artTomorrow, 1, { offerEndsAt: new Date(now - HOUR) })
  await line(ids.artTomorrow, 1, { bookingStatus: 'confirmed' })
  await line(ids.artTomorrow, 2, { status: 'left' })
  // In two days: one family of one.
  await line(ids.artInTwo, 1)
  // Lines of a cancelled session and of one already under way are over.
  await line(artCancelled, 2)
  await line(artStarted, 2)
  // Another provider's families never count.
  for (const children of [1, 2, 3]) {
    await waitingFamily(db, { activityId: ids.rival, scheduleId: rivalTomorrow, children })
  }
})
afterAll(async () => {
  await app?.close()
})

describe('the waiting lists on the vendor dashboard', () => {
  it('counts the families in line for each upcoming session, soonest first', async () => {
    const dashboard = await dashboardOf(vendorCookie)
    expect(dashboard.waitingLists).toEqual([
      {
        sessionId: ids.artTomorrow,
        activityId: ids.art,
        activityTitle: 'Art Attack',
        startsAt: times.tomorrow?.toISOString(),
        // An activity without a venue is shown on UTC, as elsewhere on the dashboard.
        timeZone: 'UTC',
        families: 3,
        children: 6,
      },
      {
        sessionId: ids.artInTwo,
        activityId: ids.art,
        activityTitle: 'Art Attack',
        startsAt: times.inTwoDays?.toISOString(),
        timeZone: 'UTC',
        families: 1,
        children: 1,
      },
    ])
  })

  it('shows another provider none of these families', async () => {
    const other = await createSignedInUser(app, { email: 'other@lines.example', roles: ['vendor'] })
    expect((await dashboardOf(other.cookie)).waitingLists).toEqual([])
  })

  it('refuses a parent and a visitor', async () => {
    const parent = await createSignedInUser(app, { email: 'parent@lines.example' })
    const asParent = await app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie: parent.cookie },
    })
    expect(asParent.statusCode).toBe(403)
    const asVisitor = await app.inject({ method: 'GET', url: '/api/vendor/dashboard' })
    expect(asVisitor.statusCode).toBe(401)
  })
})
