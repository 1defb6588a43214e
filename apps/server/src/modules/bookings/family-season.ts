import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import { type QuoteFamily, seasonOf } from '../pricing/index.ts'
import { takesPlaces } from './places-taken.ts'

type HeldBooking = { startsAt: Date | string; timeZone: string; childIds: string[] | null }

const seasonAt = (instant: Date, timeZone: string) => seasonOf(localDateAt(instant, timeZone))

/**
 * What the family already holds with the provider in the season of a booking's first session:
 * its other bookings that take places (an enrolment's season is its term's first session's),
 * and their children in the order they were first booked.
 */
export async function familySeason(options: {
  db: Database
  vendorId: string
  customerId: string
  firstSessionAt: Date
  timeZone: string
  /** The booking being priced again, when a child of it is cancelled. */
  excludeBookingId?: string
}): Promise<QuoteFamily> {
  const { db, vendorId, customerId, firstSessionAt, timeZone, excludeBookingId } = options
  // The family's own bookings first, by their index, then the provider's among them: a family
  // holds a handful, a provider thousands, and the planner must not start from the provider.
  const held = await queryRows<HeldBooking>(
    db,
    sql`with mine as materialized (
          select b.id, b.kind, b.term_id, b.schedule_id, b.activity_id, b.created_at
          from bookings b
          where b.customer_id = ${customerId} and ${takesPlaces('b')}
            ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
        )
        select coalesce(
            case when b.kind = 'term' then (select min(ts.starts_at) from activity_schedules ts
              where ts.term_id = b.term_id and not ts.is_cancelled) end,
            s.starts_at) as "startsAt",
          coalesce(l.time_zone, 'UTC') as "timeZone",
          -- By the booking's index: a filter on child_id would lead the planner to the child index,
          -- walking every participant with a child.
          array_remove(array(select p.child_id from booking_participants p
            where p.booking_id = b.id order by p.id), null) as "childIds"
        from mine b
        join activities a on a.id = b.activity_id and a.vendor_id = ${vendorId}
        join activity_schedules s on s.id = b.schedule_id
        left join vendor_locations l on l.id = a.location_id
        order by b.created_at, b.id`,
  )
  const season = seasonAt(firstSessionAt, timeZone)
  const inSeason = held.filter(
    (booking) => seasonAt(new Date(booking.startsAt), booking.timeZone) === season,
  )
  const childrenBookedBefore = [...new Set(inSeason.flatMap((booking) => booking.childIds ?? []))]
  return { childrenBookedBefore, bookingsAlreadyMade: inSeason.length }
}
