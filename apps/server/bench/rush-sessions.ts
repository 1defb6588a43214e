import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import { queryRows } from '../src/db/query-rows.ts'
import { takesPlaces } from '../src/modules/bookings/index.ts'
import { createBenchSession } from './booking-requests.ts'
import { int } from './seed-helpers.ts'

/** Registration day: a popular session for every this many families... */
const FAMILIES_PER_SESSION = 50
/** ...with this many places each. */
export const RUSH_CAPACITY = 12
/** A week of summer camp: a paid activity, so every place granted is a hold while the family pays. */
const RUSH_PRICE_CENTS = 24_500

export const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/**
 * The popular sessions for `families` (20 for a thousand), each a paid activity of its own
 * connected provider while there are enough; their ids.
 */
export async function createRushSessions(db: Database, families: number): Promise<string[]> {
  const sessions = Math.max(1, Math.round(families / FAMILIES_PER_SESSION))
  const vendors = await connectedVendors(db, sessions)
  const sessionIds: string[] = []
  for (let week = 1; week <= sessions; week += 1) {
    sessionIds.push(
      await createBenchSession(db, {
        vendorId: vendors[(week - 1) % vendors.length] as string,
        title: `Summer Camp Week ${week}`,
        description: 'The summer camp week every family wants: registration opens at nine.',
        capacity: RUSH_CAPACITY,
        priceCents: RUSH_PRICE_CENTS,
        daysAhead: 21 + week,
      }),
    )
  }
  return sessionIds
}

/** Up to `count` approved providers connected to payments, whose paid places families can hold. */
export async function connectedVendors(db: Database, count: number): Promise<string[]> {
  const vendors = await queryRows<{ id: string }>(
    db,
    sql`select id from vendors where status = 'approved' and payment_account_status = 'connected'
      order by id limit ${int(count)}`,
  )
  if (vendors.length === 0) throw new Error('no provider connected to payments for the rush')
  return vendors.map((vendor) => vendor.id)
}

/**
 * Places taken in each session now (confirmed bookings and holds that have not run out), from
 * the rows, against the activity's capacity.
 */
export async function placesTaken(db: Database, sessionIds: string[]) {
  const rows = await queryRows<{ sessionId: string; capacity: number; taken: number }>(
    db,
    sql`select s.id as "sessionId", a.capacity,
        coalesce(sum(b.quantity) filter (where ${takesPlaces('b')}), 0)::int as taken
      from activity_schedules s
      join activities a on a.id = s.activity_id
      left join bookings b on b.schedule_id = s.id
      where s.id in (${idList(sessionIds)})
      group by s.id, a.capacity`,
  )
  const sessions = rows.map((row) => ({
    sessionId: row.sessionId,
    capacity: Number(row.capacity),
    taken: Number(row.taken),
  }))
  return {
    taken: sessions.reduce((sum, session) => sum + session.taken, 0),
    overbooked: sessions.filter((session) => session.taken > session.capacity).length,
  }
}

/**
 * Ends the given holds now, as if their 15 minutes had passed without payment: the hold's time
 * alone frees its places, whether or not the tidy-up job has marked it expired yet.
 */
export async function lapseHolds(db: Database, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update bookings set hold_expires_at = now() - interval '1 second'
      where id in (${idList(bookingIds)}) and status = 'pending'
      returning id`,
  )
  return rows.length
}

/** How many of the given bookings are confirmed (paid for) now. */
export async function countConfirmed(db: Database, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from bookings
      where id in (${idList(bookingIds)}) and status = 'confirmed'`,
  )
  return Number(row?.n ?? 0)
}
