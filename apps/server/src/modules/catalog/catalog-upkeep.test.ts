import type { ActivityListQuery } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { activities, activitySchedules, bookings, reviews, vendors } from '../../db/schema/index.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'
import { buildCatalogWorld, nextUtcWeekday } from '../../test/catalog-world.ts'
import { createListingMemo } from './listing-memo.ts'
import { refreshPassedNextSessions } from './next-sessions.ts'

const DAY = 24 * 60 * 60 * 1000
let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCatalogWorld>>

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCatalogWorld(app.database.db)
})
afterAll(async () => {
  await app?.close()
})

async function storedNextSessions(activityId: string) {
  const [row] = await app.database.db
    .select({ next: activities.nextSessionAt, weekend: activities.nextWeekendSessionAt })
    .from(activities)
    .where(eq(activities.id, activityId))
  return { next: row?.next?.toISOString() ?? null, weekend: row?.weekend?.toISOString() ?? null }
}

async function list(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/activities${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    total: number
    items: {
      title: string
      nextSessionAt: string | null
      averageRating: number | null
      reviewCount: number
    }[]
  }
}

describe("an activity's stored next sessions", () => {
  it('follow its sessions as they are added, cancelled and removed', async () => {
    const catalog = catalogRows(app.database.db)
    const saturday = nextUtcWeekday(6, 16)
    const tuesday = nextUtcWeekday(2, 16)
    const id = await catalog.activity({
      vendor: world.vendors.sunny,
      title: 'Clay Creatures',
      sessions: [saturday, tuesday],
    })
    const earliest = new Date(Math.min(tuesday.getTime(), saturday.getTime()))
    expect(await storedNextSessions(id)).toEqual({
      next: earliest.toISOString(),
      weekend: saturday.toISOString(),
    })

    await app.database.db
      .update(activitySchedules)
      .set({ isCancelled: true })
      .where(eq(activitySchedules.startsAt, saturday))
    expect(await storedNextSessions(id)).toEqual({ next: tuesday.toISOString(), weekend: null })

    await app.database.db.delete(activitySchedules).where(eq(activitySchedules.activityId, id))
    expect(await storedNextSessions(id)).toEqual({ next: null, weekend: null })
  })

  it('move on once a stored session has started', async () => {
    const id = world.ids.watercolour
    const actual = await storedNextSessions(id)
    // As the minute's refresh finds it when a stored session has just begun.
    const past = new Date(Date.now() - 60_000)
    await app.database.db
      .update(activities)
      .set({ nextSessionAt: past, nextWeekendSessionAt: past })
      .where(eq(activities.id, id))
    const weekendTitles = (await list('?weekend=true')).items.map((item) => item.title)
    expect(weekendTitles).toContain('Watercolour Wonders')

    expect(await refreshPassedNextSessions({ db: app.database.db })).toBeGreaterThanOrEqual(1)
    expect(await storedNextSessions(id)).toEqual(actual)
  })
})

describe('weekend search, soonest first', () => {
  it('orders by the next weekend session and shows it on the cards', async () => {
    const catalog = catalogRows(app.database.db)
    const monday = nextUtcWeekday(1, 16)
    // Later than any weekend session of the catalogue world.
    const laterSaturday = new Date(nextUtcWeekday(6, 16).getTime() + 14 * DAY)
    await catalog.activity({
      vendor: world.vendors.sunny,
      title: 'Weekday Then Weekend',
      sessions: [monday, laterSaturday],
    })
    const result = await list('?weekend=true&sort=soonest')
    const card = result.items.find((item) => item.title === 'Weekday Then Weekend')
    expect(card?.nextSessionAt).toBe(laterSaturday.toISOString())
    const times = result.items.map((item) => item.nextSessionAt ?? '')
    expect(times).toEqual([...times].sort())
    expect(result.items.map((item) => item.title).at(-1)).toBe('Weekday Then Weekend')
  })
})

describe('the listing memo', () => {
  const query: ActivityListQuery = { page: 1, limit: 24, sort: 'newest', category: ['art'] }
  const counting = () => {
    const calls = { count: 0, page: 0 }
    return {
      calls,
      count: async () => {
        calls.count += 1
        return 42
      },
      page: async () => {
        calls.page += 1
        return { items: [], total: 42, page: 1, pageCount: 2 }
      },
    }
  }

  it('works each page and each total out once while the catalogue stays the same', async () => {
    const memo = createListingMemo()
    const db = app.database.db
    const work = counting()
    const now = new Date()
    const first = await memo.read(db, now)
    expect(await first.total(query, work.count)).toBe(42)
    expect(await first.total({ ...query, page: 2, sort: 'soonest' }, work.count)).toBe(42)
    await first.page(query, work.page)
    await (await memo.read(db, now)).page(query, work.page)
    expect(work.calls).toEqual({ count: 1, page: 1 })

    await db
      .update(vendors)
      .set({ description: 'Now with a kiln.' })
      .where(eq(vendors.id, world.vendors.sunny.id))
    const changed = await memo.read(db, now)
    await changed.total(query, work.count)
    await changed.page(query, work.page)
    expect(work.calls).toEqual({ count: 2, page: 2 })
  })

  it('forgets pages after a minute, since cards show the next session', async () => {
    const memo = createListingMemo()
    const db = app.database.db
    const work = counting()
    const now = new Date()
    const later = new Date(now.getTime() + 60_000)
    await (await memo.read(db, now)).page(query, work.page)
    await (await memo.read(db, later)).page(query, work.page)
    await (await memo.read(db, now)).total(query, work.count)
    await (await memo.read(db, later)).total(query, work.count)
    expect(work.calls).toEqual({ count: 1, page: 2 })
  })

  it('never hides a new review from the cards', async () => {
    const rating = async () =>
      (await list('?q=watercolour')).items.find((item) => item.title === 'Watercolour Wonders')
    expect(await rating()).toMatchObject({ averageRating: null, reviewCount: 0 })
    const [session] = await app.database.db
      .select({ id: activitySchedules.id })
      .from(activitySchedules)
      .where(eq(activitySchedules.activityId, world.ids.watercolour))
      .limit(1)
    const [booking] = await app.database.db
      .insert(bookings)
      .values({ activityId: world.ids.watercolour, scheduleId: session?.id ?? '', quantity: 1 })
      .returning({ id: bookings.id })
    await app.database.db
      .insert(reviews)
      .values({ activityId: world.ids.watercolour, bookingId: booking?.id ?? '', rating: 4 })
    expect(await rating()).toMatchObject({ averageRating: 4, reviewCount: 1 })
  })

  it('are never stale after the catalogue changes', async () => {
    const before = (await list('?category=music')).total
    await app.database.db
      .update(activities)
      .set({ isActive: false })
      .where(eq(activities.id, world.ids.piano))
    expect((await list('?category=music')).total).toBe(before - 1)
    await app.database.db
      .update(activities)
      .set({ isActive: true })
      .where(eq(activities.id, world.ids.piano))
    expect((await list('?category=music')).total).toBe(before)
  })

  it('keep their version unchanged by statements that change nothing', async () => {
    const version = async () =>
      (
        await queryRows<{ version: string }>(
          app.database.db,
          sql`select version from catalog_state`,
        )
      )[0]?.version
    const first = await version()
    await refreshPassedNextSessions({ db: app.database.db })
    expect(await version()).toBe(first)
  })
})
