import { MAX_FAVORITES } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'
import { buildCatalogWorld } from '../../test/catalog-world.ts'

let app: TestAppWithMail
let world: Awaited<ReturnType<typeof buildCatalogWorld>>
let parent: { cookie: string; userId: string }

beforeAll(async () => {
  app = await buildTestApp()
  world = await buildCatalogWorld(app.database.db)
  parent = await createSignedInUser(app, { email: 'collector@example.com' })
  // Copies of one public listing, each with its default price, all already favourites.
  const columns = (
    await queryRows<{ name: string }>(
      app.database.db,
      sql`select column_name as name from information_schema.columns
          where table_schema = current_schema() and table_name = 'activities' and column_name <> 'id'`,
    )
  ).map((column) => sql.identifier(column.name))
  const list = sql.join(columns, sql`, `)
  await app.database.db.execute(sql`
    with copies as (
      insert into activities (id, ${list})
      select gen_random_uuid(), ${list} from activities, generate_series(1, ${MAX_FAVORITES})
      where id = ${world.ids.soccer}
      returning id
    ), priced as (
      insert into activity_pricing (activity_id, price_cents, is_default)
      select id, 1500, true from copies
    )
    insert into favorites (user_id, activity_id) select ${parent.userId}, id from copies`)
})
afterAll(async () => {
  await app?.close()
})

const put = (id: string) =>
  app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers: { cookie: parent.cookie } })

it('keeps at most the ceiling of favourites and says how to add another', async () => {
  const listed = await app.inject({
    method: 'GET',
    url: '/api/favorites',
    headers: { cookie: parent.cookie },
  })
  const kept: string[] = listed.json().activityIds
  expect(kept).toHaveLength(MAX_FAVORITES)

  const refused = await put(world.ids.watercolour)
  expect(refused.statusCode).toBe(409)
  expect(refused.headers['content-type']).toContain('application/problem+json')
  expect(refused.json().detail).toBe(
    `You can keep up to ${MAX_FAVORITES} favourites. Remove one to add another.`,
  )
  // A favourite already kept is still a no-op, not a refusal.
  expect((await put(kept[0] ?? '')).statusCode).toBe(204)

  const removed = await app.inject({
    method: 'DELETE',
    url: `/api/favorites/${kept[0]}`,
    headers: { cookie: parent.cookie },
  })
  expect(removed.statusCode).toBe(204)
  expect((await put(world.ids.watercolour)).statusCode).toBe(204)
})

it('lets only one of two favourites added at once take the last place', async () => {
  const [last] = await queryRows<{ activityId: string }>(
    app.database.db,
    sql`select activity_id as "activityId" from favorites where user_id = ${parent.userId}
        and activity_id <> ${world.ids.watercolour} limit 1`,
  )
  await app.inject({
    method: 'DELETE',
    url: `/api/favorites/${last?.activityId}`,
    headers: { cookie: parent.cookie },
  })
  const answers = await Promise.all([put(world.ids.soccer), put(world.ids.robot)])
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409])
  const [{ kept } = { kept: 0 }] = await queryRows<{ kept: number }>(
    app.database.db,
    sql`select count(*)::int as kept from favorites where user_id = ${parent.userId}`,
  )
  expect(kept).toBe(MAX_FAVORITES)
})
