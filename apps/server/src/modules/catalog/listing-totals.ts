import type { ActivityListQuery } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/** Distinct filter combinations remembered; the oldest is forgotten first. */
const DEFAULT_CAPACITY = 1_000
/** The weekend filter compares with the clock, so its totals are remembered for a minute only. */
const CLOCK_BUCKET_MS = 60_000

export type ListingTotals = {
  /** The total for these filters, counted by `count` only when no valid one is remembered. */
  totalFor(options: {
    db: Database
    query: ActivityListQuery
    now: Date
    count: () => Promise<number>
  }): Promise<number>
}

/**
 * Counting every match is the dearest part of a listing (tens of milliseconds at 100,000
 * activities) and the answer only changes when the catalogue does. Totals are remembered per
 * filter combination and catalogue version (bumped by database triggers on every change the
 * public list can see), so a change, made by this process or another, is never answered with
 * an old total.
 */
export function createListingTotals({ capacity = DEFAULT_CAPACITY } = {}): ListingTotals {
  const remembered = new Map<string, number>()
  return {
    async totalFor({ db, query, now, count }) {
      const [state] = await queryRows<{ version: number | string }>(
        db,
        sql`select version from catalog_state`,
      )
      const key = totalKey(query, String(state?.version ?? ''), now)
      const known = remembered.get(key)
      if (known !== undefined) {
        // Re-inserting keeps the Map's order as least recently used first.
        remembered.delete(key)
        remembered.set(key, known)
        return known
      }
      const total = await count()
      remembered.set(key, total)
      if (remembered.size > capacity) {
        const oldest = remembered.keys().next().value
        if (oldest !== undefined) remembered.delete(oldest)
      }
      return total
    },
  }
}

function totalKey(query: ActivityListQuery, version: string, now: Date): string {
  const { page: _page, limit: _limit, sort: _sort, ...filters } = query
  const clock = filters.weekend ? Math.floor(now.getTime() / CLOCK_BUCKET_MS) : 0
  return JSON.stringify([version, clock, filters])
}
