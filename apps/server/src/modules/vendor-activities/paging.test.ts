import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

const ACTIVITIES = 130
let app: TestAppWithMail
let owner: { cookie: string; userId: string }
let firstActivityId: string

beforeAll(async () => {
  app = await buildTestApp()
  const db = app.database.db
  owner = await createSignedInUser(app, { email: 'owner@paging.example', roles: ['vendor'] })
  const [vendor] = await db.select().from(vendors).where(eq(vendors.userId, owner.userId))
  // Bulk rows in a few statements: an activity and a session each, through the same triggers.
  // Every activity needs its default price by the end of the transaction that makes it.
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into activities (vendor_id, title, description, created_at)
      select ${vendor?.id}, 'Club ' || n, 'A club for curious children.', now() - n * interval '1 minute'
      from generate_series(1, ${ACTIVITIES}) as n`)
    await tx.execute(sql`insert into activity_pricing (activity_id, price_cents, is_default)
      select id, 1000, true from activities where vendor_id = ${vendor?.id}`)
  })
  await db.execute(sql`insert into activity_schedules (activity_id, starts_at, ends_at)
    select id, now() + interval '3 days', now() + interval '3 days 1 hour'
    from activities where vendor_id = ${vendor?.id}`)
  const [first] = await queryRows<{ id: string }>(
    db,
    sql`select id from activities where title = 'Club 1'`,
  )
  firstActivityId = first?.id ?? ''
})
afterAll(async () => {
  await app?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })

describe("the provider's lists", () => {
  it('page activities at most 100 at a time with the total, newest first', async () => {
    const first = await get('/api/vendor/activities?limit=100')
    expect(first.json().items).toHaveLength(100)
    expect(first.json()).toMatchObject({ total: ACTIVITIES, pageCount: 2 })
    expect(first.json().items[0].id).toBe(firstActivityId)
    const second = await get('/api/vendor/activities?limit=100&page=2')
    expect(second.json().items.at(-1).title).toBe(`Club ${ACTIVITIES}`)
    expect((await get('/api/vendor/activities?limit=101')).statusCode).toBe(400)
  })

  it('page sessions the same way', async () => {
    const page = await get('/api/vendor/schedules?when=upcoming&limit=100&page=2')
    expect(page.json().items).toHaveLength(ACTIVITIES - 100)
    expect(page.json()).toMatchObject({ total: ACTIVITIES, page: 2, pageCount: 2 })
    const one = await get(`/api/vendor/schedules?activityId=${firstActivityId}`)
    expect(one.json()).toMatchObject({ total: 1, items: [{ activityId: firstActivityId }] })
  })
})
