import type { AdminPageQuery, LocationSummary } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_ACTIVITY_JOIN } from './public-visibility.ts'

const CITIES = sql`
  select l.city, l.state, count(*)::int as "activityCount"
  from ${PUBLIC_ACTIVITY_JOIN}
  join vendor_locations l on l.id = a.location_id
  where ${PUBLIC_ACTIVITY_CONDITION}
  group by l.city, l.state`

/** One page of the cities with public activities, busiest first, for the Locations page. */
export async function listLocations(options: { db: Database; query: AdminPageQuery }) {
  const { db, query } = options
  const [rows, [counted]] = await Promise.all([
    queryRows<LocationSummary>(
      db,
      sql`${CITIES} order by "activityCount" desc, l.city asc, l.state asc
        limit ${query.limit} offset ${pageOffset(query)}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${CITIES}) cities`),
  ])
  const items = rows.map((row) => ({ ...row, activityCount: Number(row.activityCount) }))
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
