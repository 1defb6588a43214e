import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

/**
 * Moves on the stored next sessions (any day, and weekend) that have started. Triggers keep them
 * right whenever sessions change (migration 0010); only the passing of time needs this.
 * Returns how many activities moved on.
 */
export async function refreshPassedNextSessions(options: { db: Database }): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    options.db,
    sql`select refresh_next_sessions(array(
      select id from activities where next_session_at < now() or next_weekend_session_at < now()
    )) as moved`,
  )
  return Number(row?.moved ?? 0)
}
