import { BELOW_MINIMUM_LIMIT, type VendorDashboard } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import {
  awaitsDecision,
  confirmedSessionPlaces,
  confirmedTermPlaces,
  decisionAt,
  decisionAtSql,
} from '../run-decisions/index.ts'

type BelowMinimum = VendorDashboard['belowMinimum'][number]

export type BelowMinimumRow = Omit<BelowMinimum, 'decisionAt' | 'decisionPending' | 'timeZone'> & {
  decisionHours: number
  timeZone: string | null
}

/**
 * The provider's terms and single sessions not yet begun, decided or called off whose confirmed
 * places are below their minimum, soonest decision first, as a json array: those past their
 * decision time wait for it to be recorded. A term starts at its first session not cancelled.
 */
export function belowMinimumJson(vendorId: string, now: Date): SQL {
  return sql`(select coalesce(json_agg(json_build_object('kind', m.kind, 'id', m.id,
        'activityId', m.activity_id, 'activityTitle', m.title, 'termName', m.term_name,
        'startsAt', m.starts_at, 'timeZone', m.time_zone, 'minPlaces', m.min_places,
        'decisionHours', m.decision_hours, 'confirmedPlaces', m.confirmed)
      order by m.decision_at, m.id), '[]'::json)
    from (
      select * from (
        select 'term' as kind, t.id, a.id as activity_id, a.title, t.name as term_name,
          f.first_start as starts_at, l.time_zone, t.min_places, t.decision_hours,
          ${confirmedTermPlaces('t')} as confirmed,
          ${decisionAtSql(sql`f.first_start`, sql`t.decision_hours`)} as decision_at
        from terms t
        join activities a on a.id = t.activity_id
        left join vendor_locations l on l.id = a.location_id
        cross join lateral (select min(fs.starts_at) as first_start from activity_schedules fs
          where fs.term_id = t.id and not fs.is_cancelled) f
        where a.vendor_id = ${vendorId} and a.deleted_at is null and t.min_places is not null
          and t.decision is null and t.cancelled_at is null and f.first_start > ${now}
        union all
        select 'session', s.id, a.id, a.title, null, s.starts_at, l.time_zone, s.min_places,
          s.decision_hours, ${confirmedSessionPlaces('s')},
          ${decisionAtSql(sql`s.starts_at`, sql`s.decision_hours`)}
        from activity_schedules s
        join activities a on a.id = s.activity_id
        left join vendor_locations l on l.id = a.location_id
        where a.vendor_id = ${vendorId} and a.deleted_at is null and s.term_id is null
          and s.min_places is not null and s.decision is null and not s.is_cancelled
          and s.starts_at > ${now}
      ) undecided
      where confirmed < min_places
      order by decision_at, id
      limit ${BELOW_MINIMUM_LIMIT}
    ) m)`
}

export function toBelowMinimum(row: BelowMinimumRow, now: Date): BelowMinimum {
  const { decisionHours, ...item } = row
  const facts = {
    ...item,
    decisionHours: Number(decisionHours),
    decision: null,
    confirmedPlaces: Number(row.confirmedPlaces),
    firstStart: new Date(row.startsAt),
  }
  return {
    ...item,
    confirmedPlaces: facts.confirmedPlaces,
    startsAt: facts.firstStart.toISOString(),
    timeZone: row.timeZone ?? 'UTC',
    decisionAt: decisionAt(facts).toISOString(),
    decisionPending: awaitsDecision({ ...facts, now }),
  }
}
