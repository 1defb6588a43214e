import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseHandle } from '../client.ts'
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data.ts'

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
    seedDemoData({ db: handle.db }),
    seedDemoData({ db: handle.db }),
  ])
  expect(results.map((result) => result.seeded).sort()).toEqual([false, true])
  const users = (await handle.db.execute(sql`select count(*)::int as n from "user"`)) as {
    rows: { n: number }[]
  }
  expect(users.rows[0]?.n).toBe(results.find((result) => result.seeded)?.counts.users)
  expect(await isDatabaseEmpty(handle.db)).toBe(false)
})
