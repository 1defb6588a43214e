import type { LocationSummary } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_ACTIVITY_JOIN } from './public-visibility.ts'

/** Cities with public activities, busiest first, for the Locations page. */
export async function listLocations(options: { db: Database }): Promise<LocationSummary[]> {
  const rows = await queryRows<LocationSummary>(
    options.db,
    sql`select l.city, l.state, count(*)::int as "activityCount"
      from ${PUBLIC_ACTIVITY_JOIN}
      join vendor_locations l on l.id = a.location_id
      where ${PUBLIC_ACTIVITY_CONDITION}
      group by l.city, l.state
      order by "activityCount" desc, l.city asc`,
  )
  return rows.map((row) => ({ ...row, activityCount: Number(row.activityCount) }))
}
