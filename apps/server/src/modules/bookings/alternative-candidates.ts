import type { RunDecision } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import { confirmedSessionPlaces, confirmedTermPlaces } from '../run-decisions/index.ts'
import { placesTaken, seatsIn, someoneWaits } from './places-taken.ts'

/** What a booking's alternatives are looked for from. */
export type Origin = {
  activityId: string
  vendorId: string
  termId: string | null
  sessionId: string
  quantity: number
}

/** A term or single session a family might book instead, before the ages and decisions are read. */
export type Candidate = {
  kind: 'term' | 'session'
  activityId: string
  activityTitle: string
  businessName: string
  termName: string | null
  termId: string | null
  sessionId: string | null
  startsAt: Date | string
  timeZone: string
  priceCents: number
  placesLeft: number | null
  minAge: number | null
  maxAge: number | null
  minPlaces: number | null
  decisionHours: number
  decision: RunDecision | null
  confirmedPlaces: number
  /** 0: the same provider; 1: the same category in the same city. */
  rank: number
}

/** More than are offered: some will not fit a child's age or will wait for their decision. */
const CANDIDATES = 40

/**
 * The terms not begun and not cancelled, and the single sessions to come, of public activities of
 * the same provider or of a category the origin's activity has in its city, that have room for the
 * family's whole group (none while a line waits): same provider first, then soonest first.
 */
export async function alternativeCandidates(options: { db: Database; origin: Origin; now: Date }) {
  const { db, origin, now } = options
  const related = sql`(a.vendor_id = ${origin.vendorId} or (exists (select 1
      from activity_categories c join activity_categories oc on oc.category_id = c.category_id
      where c.activity_id = a.id and oc.activity_id = ${origin.activityId})
    and lower(l.city) = (select lower(ol.city) from activities oa
      join vendor_locations ol on ol.id = oa.location_id where oa.id = ${origin.activityId})))`
  const shared = sql`a.id as "activityId", a.title as "activityTitle",
    v.business_name as "businessName", coalesce(l.time_zone, 'UTC') as "timeZone",
    a.min_age as "minAge", a.max_age as "maxAge",
    case when a.vendor_id = ${origin.vendorId} then 0 else 1 end as rank`
  const from = sql`join activities a on a.id = x.activity_id
    join vendors v on v.id = a.vendor_id
    left join vendor_locations l on l.id = a.location_id`
  const rows = await queryRows<Candidate>(
    db,
    sql`select * from (
        select 'term' as kind, ${shared}, x.name as "termName", x.id as "termId",
          null::uuid as "sessionId", f.first as "startsAt", x.price_cents as "priceCents",
          (select min(case when least(x.capacity, a.capacity) is null then null
              when ${someoneWaits(sql`ps.id`)} then 0
              else greatest(0, least(x.capacity, a.capacity) - ${placesTaken('ps', now)}) end)
            from activity_schedules ps
            where ps.term_id = x.id and not ps.is_cancelled and ps.starts_at > ${now}) as "placesLeft",
          x.min_places as "minPlaces", x.decision_hours as "decisionHours", x.decision,
          ${confirmedTermPlaces('x')} as "confirmedPlaces"
        from terms x ${from}
        cross join lateral (select min(fs.starts_at) as first from activity_schedules fs
          where fs.term_id = x.id and not fs.is_cancelled) f
        where ${IS_PUBLIC_ACTIVITY} and a.type = 'course' and x.cancelled_at is null
          and x.decision is distinct from 'cancelled' and f.first > ${now}
          and x.id is distinct from ${origin.termId} and ${related}
        union all
        select 'session' as kind, ${shared}, null as "termName", null::uuid as "termId",
          x.id as "sessionId", x.starts_at as "startsAt", p.price_cents as "priceCents",
          case when ${seatsIn('x', 'a')} is null then null
            when ${someoneWaits(sql`x.id`)} then 0
            else greatest(0, ${seatsIn('x', 'a')} - ${placesTaken('x', now)}) end as "placesLeft",
          x.min_places as "minPlaces", x.decision_hours as "decisionHours", x.decision,
          ${confirmedSessionPlaces('x')} as "confirmedPlaces"
        from activity_schedules x ${from}
        join activity_pricing p on p.activity_id = a.id and p.is_default
        where ${IS_PUBLIC_ACTIVITY} and x.term_id is null and not x.is_cancelled
          and x.starts_at > ${now} and x.id <> ${origin.sessionId} and ${related}
      ) c
      where c."placesLeft" is null or c."placesLeft" >= ${origin.quantity}
      order by c.rank, c."startsAt", c."activityId"
      limit ${CANDIDATES}`,
  )
  return rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    priceCents: Number(row.priceCents),
    placesLeft: row.placesLeft === null ? null : Number(row.placesLeft),
    minAge: row.minAge === null ? null : Number(row.minAge),
    maxAge: row.maxAge === null ? null : Number(row.maxAge),
    minPlaces: row.minPlaces === null ? null : Number(row.minPlaces),
    decisionHours: Number(row.decisionHours),
    confirmedPlaces: Number(row.confirmedPlaces),
  }))
}
