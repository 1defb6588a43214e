import { type PublicTerm, type RunDecision, shareOfCents } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { isoString } from '../../lib/pagination.ts'
import { extraPlacesTaken, joiningOpen, placesTaken, someoneWaits } from '../bookings/index.ts'
import { confirmedTermPlaces, publicRunMinimum } from '../run-decisions/index.ts'

type TermRow = Omit<
  PublicTerm,
  | 'firstSessionAt'
  | 'lastSessionAt'
  | 'weekdays'
  | 'perSessionCents'
  | 'canEnrol'
  | 'canTry'
  | 'canDropIn'
  | 'extras'
  | 'decisionAt'
  | 'placesToRun'
  | 'decisionPending'
> & {
  firstSessionAt: Date | string
  lastSessionAt: Date | string
  joiningOpen: boolean
  decisionHours: number
  decision: RunDecision | null
  confirmedPlaces: number
  weekdays: number[] | string
  extras: PublicTerm['extras'] | string
}

/**
 * A course's terms that still have sessions to come, as the public sees them. A session of a
 * term seats the term's capacity (the activity's when it has none) less the places its bookings
 * take (`placesTaken`), and none while families wait for it (`someoneWaits`); the term's places
 * left are the fewest left in any session still to come, since enrolling needs a place in each;
 * an extra's likewise (`extraPlacesTaken`), null when it has no limit. A term with a minimum
 * says how many more it needs to run, and takes no enrolment while it waits for its decision.
 */
export async function listPublicTerms(options: {
  db: Database
  activityId: string
  now?: Date
}): Promise<PublicTerm[]> {
  const { db, activityId, now = new Date() } = options
  const rows = await queryRows<TermRow>(
    db,
    sql`with term_sessions as (
        select s.term_id, s.starts_at, coalesce(l.time_zone, 'UTC') as time_zone,
          s.starts_at > ${now} as ahead,
          case when least(t.capacity, a.capacity) is null then null
            when ${someoneWaits(sql`s.id`)} then 0
            else greatest(0, least(t.capacity, a.capacity) - ${placesTaken('s', now)})
          end as places_left
        from activity_schedules s
        join terms t on t.id = s.term_id
        join activities a on a.id = t.activity_id
        left join vendor_locations l on l.id = a.location_id
        where t.activity_id = ${activityId} and a.type = 'course' and not s.is_cancelled
      )
      select t.id, t.name, t.is_camp as "isCamp",
        min(ts.starts_at) as "firstSessionAt", max(ts.starts_at) as "lastSessionAt",
        count(*)::int as "sessionCount", (count(*) filter (where ts.ahead))::int as "sessionsLeft",
        to_json(array_agg(distinct extract(dow from ts.starts_at at time zone ts.time_zone)::int)) as weekdays,
        case when count(distinct to_char(ts.starts_at at time zone ts.time_zone, 'HH24:MI')) = 1
          then min(to_char(ts.starts_at at time zone ts.time_zone, 'HH24:MI')) end as "startTime",
        min(ts.time_zone) as "timeZone",
        (min(ts.places_left) filter (where ts.ahead))::int as "placesLeft",
        t.price_cents as "priceCents", t.drop_in_price_cents as "dropInPriceCents",
        t.trial_price_cents as "trialPriceCents", t.withdrawal,
        t.min_places as "minPlaces", t.decision_hours as "decisionHours", t.decision,
        ${confirmedTermPlaces('t')} as "confirmedPlaces",
        ${joiningOpen('t', sql`min(ts.time_zone)`, now)} as "joiningOpen",
        coalesce((select json_agg(json_build_object('id', e.id, 'name', e.name,
            'priceCents', e.price_cents, 'pricePer', e.price_per,
            -- A provider may lower an extra's places below those taken: none left, never fewer.
            'placesLeft', case when e.places is not null then greatest(0, e.places - coalesce(
              (select max(${extraPlacesTaken(sql`e.id`, 'xs', now)}) from activity_schedules xs
                where xs.term_id = t.id and not xs.is_cancelled and xs.starts_at > ${now}), 0)) end)
            order by e.created_at, e.id)
          from term_extras e where e.term_id = t.id), '[]') as extras
      from term_sessions ts
      join terms t on t.id = ts.term_id
      group by t.id
      having bool_or(ts.ahead)
      order by min(ts.starts_at), t.id`,
  )
  return rows.map(({ joiningOpen, decisionHours, decision, confirmedPlaces, ...row }) => {
    const run = publicRunMinimum(
      { ...row, decisionHours, decision, confirmedPlaces, firstStart: row.firstSessionAt },
      now,
    )
    const open = row.sessionsLeft > 0
    return {
      ...row,
      ...run,
      firstSessionAt: isoString(row.firstSessionAt),
      lastSessionAt: isoString(row.lastSessionAt),
      weekdays: fromJson(row.weekdays).sort((a, b) => a - b),
      perSessionCents: shareOfCents({ cents: row.priceCents, part: 1, whole: row.sessionCount }),
      canEnrol: open && joiningOpen && !run.decisionPending,
      canTry: open && row.trialPriceCents !== null,
      canDropIn: open && row.dropInPriceCents !== null,
      extras: fromJson(row.extras),
    }
  })
}
