import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { conflict } from '../../lib/http-problem.ts'
import { placesTaken } from '../bookings/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export const capacityBelowBookedMessage = (held: number) =>
  `${held} place${held === 1 ? ' is' : 's are'} already booked on this session; capacity cannot be lower than ${held}.`

/**
 * Refuses a capacity below the places held on any session that has not ended. The sessions are
 * locked the way a booking locks them, so a booking racing this edit either lands before the
 * count (and is counted) or waits and then sees the new capacity.
 */
export async function assertCapacityCoversBookings(options: {
  tx: Tx
  activityId: string
  capacity: number | null
  now: Date
}): Promise<void> {
  const { tx, activityId, capacity, now } = options
  if (capacity === null) return
  // Lock first, count after: a count in the locking statement would read a stale snapshot.
  await queryRows(
    tx,
    sql`select id from activity_schedules
      where activity_id = ${activityId} and not is_cancelled and ends_at > ${now}
      order by id for update`,
  )
  const [fullest] = await queryRows<{ held: number }>(
    tx,
    sql`select max(${placesTaken('s')})::int as held
      from activity_schedules s
      where s.activity_id = ${activityId} and not s.is_cancelled and s.ends_at > ${now}`,
  )
  const held = Number(fullest?.held ?? 0)
  if (held > capacity) throw conflict(capacityBelowBookedMessage(held))
}
