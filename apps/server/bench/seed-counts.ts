import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'

const COUNTED_TABLES = [
  'user',
  'vendors',
  'vendor_locations',
  'activities',
  'activity_categories',
  'activity_pricing',
  'activity_schedules',
  'bookings',
  'booking_participants',
  'reviews',
] as const

/** Rows per table, how many activities the public may see and bookings per status. */
export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
    counts[table] = Number(row?.n ?? 0)
  }
  const [visible] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activities a
      join vendors v on v.id = a.vendor_id and v.status = 'approved'
      where a.is_active and a.is_approved`,
  )
  counts.publicActivities = Number(visible?.n ?? 0)
  const statuses = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from bookings group by status order by status`,
  )
  for (const row of statuses) counts[`${row.status}Bookings`] = Number(row.n)
  return counts
}
