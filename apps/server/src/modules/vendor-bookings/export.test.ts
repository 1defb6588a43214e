import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { catalogRows } from '../../test/catalog-rows.ts'

/** More than the old silent caps (2,000 for the provider, 500 for a parent). */
const BOOKINGS = 2_345
const DAY = 86_400_000

let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let parent: { cookie: string; userId: string }

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@export.example', roles: ['vendor'] })
  parent = await createSignedInUser(app, { email: 'parent@export.example' })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  const catalog = catalogRows(db)
  const starts = [7, 8, 9].map((days) => new Date(Date.now() + days * DAY))
  const activityId = await catalog.activity({
    vendor: { id: vendor?.id ?? '', locationId: '' },
    title: 'Big Camp',
    sessions: starts,
  })
  // Seeded in one statement per table: going through the API 2,345 times would take minutes.
  await db.execute(sql`
    insert into bookings (activity_id, schedule_id, customer_id, quantity, total_amount_cents, created_at)
    select ${activityId}, s.id, ${parent.userId}, 1, 1000, now() - n * interval '1 second'
    from generate_series(1, ${BOOKINGS}) as n
    join lateral (select id from activity_schedules where activity_id = ${activityId}
      order by starts_at offset (n % 3) limit 1) s on true`)
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } })

describe("the provider's bookings", () => {
  it('pages at most 100 rows with the total of every match', async () => {
    const first = await get('/api/vendor/bookings?limit=100', owner.cookie)
    expect(first.statusCode).toBe(200)
    expect(first.json().items).toHaveLength(100)
    expect(first.json()).toMatchObject({ total: BOOKINGS, page: 1, pageCount: 24 })
    const last = await get('/api/vendor/bookings?limit=100&page=24', owner.cookie)
    expect(last.json().items).toHaveLength(BOOKINGS - 2_300)
    const pages = [first, last].flatMap((page) =>
      page.json().items.map((b: { id: string }) => b.id),
    )
    expect(new Set(pages).size).toBe(pages.length)
  })

  it('answers 20 rows by default and refuses a page size above 100', async () => {
    const plain = await get('/api/vendor/bookings', owner.cookie)
    expect(plain.json().items).toHaveLength(20)
    const tooMany = await get('/api/vendor/bookings?limit=101', owner.cookie)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors.limit).toEqual(['Limit must be a whole number from 1 to 100'])
  })

  it('exports every booking to CSV, far beyond a page, each once', async () => {
    const response = await get('/api/vendor/bookings.csv?when=upcoming', owner.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(BOOKINGS + 1)
    const ids = new Set(lines.slice(1).map((line) => line.split(',')[0]))
    expect(ids.size).toBe(BOOKINGS)
    // Sorted like the list: soonest session first.
    const listed = await get('/api/vendor/bookings?limit=1', owner.cookie)
    expect(lines[1]?.split(',')[0]).toBe(listed.json().items[0].id)
  })
})

describe("a parent's bookings", () => {
  it('pages at most 100 rows with the total of every booking', async () => {
    const response = await get('/api/bookings?when=upcoming&limit=100&page=3', parent.cookie)
    expect(response.statusCode).toBe(200)
    expect(response.json().items).toHaveLength(100)
    expect(response.json()).toMatchObject({ total: BOOKINGS, page: 3, pageCount: 24 })
    expect((await get('/api/bookings?limit=500', parent.cookie)).statusCode).toBe(400)
  })
})
