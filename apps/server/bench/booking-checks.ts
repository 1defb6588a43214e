import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { takesPlaces } from '../src/modules/bookings/index.ts'
import { BENCH_KEY_PREFIX } from './booking-requests.ts'

/**
 * How many sessions the bench booked into hold more active participants than their activity's
 * capacity (one statement, after every run): 0 unless the booking lock failed. Sessions booked
 * only by the seed are left out: the seed ignores capacity (the busy provider's above all).
 */
export async function countOverbookedSessions(db: Database) {
  const [row] = await queryRows<{ booked: number; overbooked: number }>(
    db,
    sql`select count(*)::int as booked, count(*) filter (where participants > capacity)::int
        as overbooked
      from (select s.id, a.capacity, count(bp.id) as participants
        from activity_schedules s
        join activities a on a.id = s.activity_id
        join bookings b on b.schedule_id = s.id and ${takesPlaces('b')}
        join booking_participants bp on bp.booking_id = b.id
        where s.id in (select schedule_id from bookings
          where idempotency_key like ${`${BENCH_KEY_PREFIX}%`})
        group by s.id, a.capacity) sessions`,
  )
  return { sessionsBooked: Number(row?.booked ?? 0), overbooked: Number(row?.overbooked ?? 0) }
}

/** Bookings the database holds per run: answered within the run or dropped at its end. */
export async function countCreatedBookings(db: Database, run: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings
      where idempotency_key like ${`${BENCH_KEY_PREFIX}${run}-%`}`,
  )
  return Number(row?.n ?? 0)
}
