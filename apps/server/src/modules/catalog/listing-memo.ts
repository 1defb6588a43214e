import type { ActivityListQuery, ActivityListResponse } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/** Distinct filter combinations whose totals are remembered; the oldest is forgotten first. */
const TOTALS_CAPACITY = 1_000
/** Distinct pages remembered (about 15 KB each). */
const PAGES_CAPACITY = 500
/** Cards show the next session, and the weekend filter compares with the clock: a minute. */
const CLOCK_BUCKET_MS = 60_000

/** A Map that forgets its least recently used entry beyond `capacity`. */
function recentlyUsed<V>(capacity: number) {
  const entries = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key: string, value: V) {
      entries.set(key, value)
      if (entries.size > capacity) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
  }
}

export type ListingMemo = ReturnType<typeof createListingMemo>

/**
 * Remembers listing pages and totals per catalogue version. The version is bumped by database
 * triggers on every change a card or a filter can see (ADR 10), so a change, made by this
 * process or another, is never answered from memory; what depends on the clock (a card's next
 * session, the weekend filter) is remembered for the current minute only, as `max-age=60`
 * already allows browsers.
 */
export function createListingMemo() {
  const totals = recentlyUsed<number>(TOTALS_CAPACITY)
  const pages = recentlyUsed<ActivityListResponse>(PAGES_CAPACITY)
  return {
    async read(db: Database, now: Date) {
      const [state] = await queryRows<{ version: number | string }>(
        db,
        sql`select version from catalog_state`,
      )
      const version = String(state?.version ?? '')
      const minute = Math.floor(now.getTime() / CLOCK_BUCKET_MS)
      return {
        page: (query: ActivityListQuery, compute: () => Promise<ActivityListResponse>) =>
          remembered(pages, JSON.stringify([version, minute, query]), compute),
        total: (query: ActivityListQuery, compute: () => Promise<number>) => {
          const { page: _page, limit: _limit, sort: _sort, ...filters } = query
          const clock = filters.weekend ? minute : 0
          return remembered(totals, JSON.stringify([version, clock, filters]), compute)
        },
      }
    },
  }
}

async function remembered<V>(
  memory: ReturnType<typeof recentlyUsed<V>>,
  key: string,
  compute: () => Promise<V>,
): Promise<V> {
  const known = memory.get(key)
  if (known !== undefined) return known
  const value = await compute()
  memory.set(key, value)
  return value
}
