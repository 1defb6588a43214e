import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { type SeedResult, seedDemoData } from '../db/seed/seed-demo-data.ts'
import { keyringOf } from '../lib/sealed-text.ts'
import { TEST_DATA_KEY } from './app.ts'
import { createTestDatabase } from './database.ts'

// A Wednesday four days before Chicago and Denver spring forward: sessions cross a DST change.
export const DEMO_SEEDED_AT = new Date('2026-03-04T15:00:00Z')

/** The key test apps read records with, so a test app over the seeded demo opens them. */
export const demoKeyring = keyringOf(TEST_DATA_KEY)

// A join, not a where clause, so queries can keep joining and filtering after it.
export const publicActivities = sql`
  activities a join vendors v
    on v.id = a.vendor_id and v.status = 'approved' and a.is_active and a.is_approved`

/**
 * A database of the file's own with the demo data seeded once before its tests, and the two
 * ways the seed tests read it back.
 */
export function useSeededDemoDatabase() {
  let handle: DatabaseHandle
  let seeded: SeedResult
  beforeAll(async () => {
    handle = await createTestDatabase()
    seeded = await seedDemoData({ db: handle.db, now: DEMO_SEEDED_AT, keyring: demoKeyring })
  })
  afterAll(async () => {
    await handle?.close()
  })

  async function rows<T>(statement: SQL): Promise<T[]> {
    const result = (await handle.db.execute(statement)) as { rows: T[] }
    return result.rows
  }
  async function count(statement: SQL): Promise<number> {
    const [row] = await rows<{ n: number }>(statement)
    return row?.n ?? Number.NaN
  }
  return { rows, count, database: () => handle.db, firstSeed: () => seeded }
}
