import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import { demoKeyring as keyring } from '../../test/seeded-demo.ts'
import type { DatabaseHandle } from '../client.ts'
import { DEMO_SESSION_DAY } from './demo-session-day.ts'
import { isDatabaseEmpty, refreshSessionDay, seedDemoData } from './seed-demo-data.ts'
import { daysAfter } from './time.ts'

let handle: DatabaseHandle

beforeAll(async () => {
  handle = await createTestDatabase()
})

afterAll(async () => {
  await handle?.close()
})

// Several server instances may start at once against one PostgreSQL database.
it('seeds once when two seeders race on an empty database', async () => {
  expect(await isDatabaseEmpty(handle.db)).toBe(true)
  const results = await Promise.all([
    seedDemoData({ db: handle.db, keyring }),
    seedDemoData({ db: handle.db, keyring }),
  ])
  expect(results.map((result) => result.seeded).sort()).toEqual([false, true])
  const users = (await handle.db.execute(sql`select count(*)::int as n from "user"`)) as {
    rows: { n: number }[]
  }
  expect(users.rows[0]?.n).toBe(results.find((result) => result.seeded)?.counts.users)
  expect(await isDatabaseEmpty(handle.db)).toBe(false)
})

it("adds a later day's session once when two instances start at once on that demo", async () => {
  const later = daysAfter(new Date(), 2)
  const results = await Promise.all([
    refreshSessionDay({ db: handle.db, keyring, now: later }),
    refreshSessionDay({ db: handle.db, keyring, now: later }),
  ])
  expect(results.map((result) => result.bookings).sort()).toEqual([
    0,
    DEMO_SESSION_DAY.families.length,
  ])
})
