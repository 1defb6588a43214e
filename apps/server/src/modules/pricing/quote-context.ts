import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { localDateAt } from '../../lib/zoned-time.ts'
import { takesPlaces } from '../bookings/index.ts'
import { localMomentIn } from './local-moment.ts'
import type { QuoteFamily, QuoteRules } from './price-quote.ts'
import { seasonOf } from './season.ts'
import { storedAmountOff, storedEarlyBirdPrice } from './stored-figures.ts'

type RuleRow = {
  kind: 'siblings' | 'several_bookings' | 'early_bird'
  secondChildPercent: number | null
  secondChildCents: number | null
  laterChildrenPercent: number | null
  laterChildrenCents: number | null
  percent: number | null
  fromBookings: number | null
  earlyPriceCents: number | null
  earlyUntil: string | null
  timeZone: string
}

/**
 * The provider's rules that apply to an activity: those for all its activities and those chosen
 * for it, an early bird's end read on the clock of the activity's venue.
 */
export async function quoteRulesFor(options: {
  db: Database
  activityId: string
}): Promise<QuoteRules> {
  const { db, activityId } = options
  const rows = await queryRows<RuleRow>(
    db,
    sql`select r.kind, r.second_child_percent as "secondChildPercent",
          r.second_child_cents as "secondChildCents",
          r.later_children_percent as "laterChildrenPercent",
          r.later_children_cents as "laterChildrenCents", r.percent,
          r.from_bookings as "fromBookings", r.early_price_cents as "earlyPriceCents",
          r.early_until::text as "earlyUntil", coalesce(l.time_zone, 'UTC') as "timeZone"
        from activities a
        join discount_rules r on r.vendor_id = a.vendor_id
        left join vendor_locations l on l.id = a.location_id
        where a.id = ${activityId}
          and (r.all_activities or exists (select 1 from discount_rule_activities ra
                where ra.rule_id = r.id and ra.activity_id = a.id))`,
  )
  const rules: QuoteRules = { earlyBirds: [], siblings: [], severalBookings: [] }
  for (const row of rows) {
    if (row.kind === 'siblings') {
      rules.siblings.push({
        secondChild: storedAmountOff(row.secondChildPercent, row.secondChildCents),
        laterChildren: storedAmountOff(row.laterChildrenPercent, row.laterChildrenCents),
      })
    } else if (row.kind === 'several_bookings') {
      rules.severalBookings.push({ percent: row.percent ?? 0, fromBookings: row.fromBookings ?? 0 })
    } else {
      rules.earlyBirds.push({
        price: storedEarlyBirdPrice(row.percent, row.earlyPriceCents),
        endsAt: localMomentIn(row.earlyUntil ?? '', row.timeZone),
      })
    }
  }
  return rules
}

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
  const held = await queryRows<HeldBooking>(
    db,
    sql`select coalesce(
            case when b.kind = 'term' then (select min(ts.starts_at) from activity_schedules ts
              where ts.term_id = b.term_id and not ts.is_cancelled) end,
            s.starts_at) as "startsAt",
          coalesce(l.time_zone, 'UTC') as "timeZone",
          array(select p.child_id from booking_participants p
            where p.booking_id = b.id and p.child_id is not null order by p.id) as "childIds"
        from bookings b
        join activities a on a.id = b.activity_id
        join activity_schedules s on s.id = b.schedule_id
        left join vendor_locations l on l.id = a.location_id
        where b.customer_id = ${customerId} and a.vendor_id = ${vendorId} and ${takesPlaces('b')}
          ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
        order by b.created_at, b.id`,
  )
  const season = seasonAt(firstSessionAt, timeZone)
  const inSeason = held.filter(
    (booking) => seasonAt(new Date(booking.startsAt), booking.timeZone) === season,
  )
  const childrenBookedBefore = [...new Set(inSeason.flatMap((booking) => booking.childIds ?? []))]
  return { childrenBookedBefore, bookingsAlreadyMade: inSeason.length }
}
