import { type ActivitySummary, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { loadActivitySummaries } from './activity-summaries.ts'
import { PUBLIC_ACTIVITY_CONDITION, PUBLIC_ACTIVITY_JOIN } from './public-visibility.ts'

export async function listFeaturedActivities(options: {
  db: Database
  now?: Date
}): Promise<ActivitySummary[]> {
  const { db, now = new Date() } = options
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from ${PUBLIC_ACTIVITY_JOIN}
      where ${PUBLIC_ACTIVITY_CONDITION} and a.is_featured
      order by a.created_at desc, a.id desc
      limit ${FEATURED_ACTIVITIES_LIMIT}`,
  )
  return loadActivitySummaries({ db, ids: rows.map((row) => row.id), now })
}
