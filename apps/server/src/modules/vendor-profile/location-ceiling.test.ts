import { MAX_VENDOR_LOCATIONS } from '@afc/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { queryRows } from '../../db/query-rows.ts'
import { vendors } from '../../db/schema/index.ts'
import { createSignedInUser } from '../../test/accounts.ts'
import { buildTestApp, type TestAppWithMail } from '../../test/app.ts'

let app: TestAppWithMail
let provider: { cookie: string; userId: string }
let vendorId: string

const venue = (name: string) => ({
  name,
  address: '1 Studio Lane',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
  timeZone: 'America/Chicago',
})
const addVenue = (name: string) =>
  app.inject({
    method: 'POST',
    url: '/api/vendor/locations',
    headers: { cookie: provider.cookie },
    payload: venue(name),
  })
const kept = async () => {
  const [row] = await queryRows<{ kept: number }>(
    app.database.db,
    sql`select count(*)::int as kept from vendor_locations where vendor_id = ${vendorId}`,
  )
  return row?.kept ?? 0
}

beforeAll(async () => {
  app = await buildTestApp()
  provider = await createSignedInUser(app, { email: 'venues@example.com', roles: ['vendor'] })
  const [vendor] = await app.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.userId, provider.userId))
  vendorId = vendor?.id ?? ''
  expect((await addVenue('Main hall')).statusCode).toBe(201)
  await app.database.db.execute(sql`
    insert into vendor_locations (vendor_id, name, address, city, state, zipcode, time_zone)
    select ${vendorId}, 'Room ' || n, '1 Studio Lane', 'Austin', 'TX', '78701', 'America/Chicago'
    from generate_series(2, ${MAX_VENDOR_LOCATIONS - 1}) n`)
})
afterAll(async () => {
  await app?.close()
})

it('lets only one of two locations added at once take the last place, then says why', async () => {
  const answers = await Promise.all([addVenue('Garden'), addVenue('Gym')])
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  expect(await kept()).toBe(MAX_VENDOR_LOCATIONS)

  const refused = await addVenue('Annex')
  expect(refused.statusCode).toBe(409)
  expect(refused.headers['content-type']).toContain('application/problem+json')
  expect(refused.json().detail).toBe(
    `You can add up to ${MAX_VENDOR_LOCATIONS} locations. Remove one you no longer use first.`,
  )
  expect(await kept()).toBe(MAX_VENDOR_LOCATIONS)
})
