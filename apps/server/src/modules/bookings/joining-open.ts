import { type SQL, sql } from 'drizzle-orm'

/**
 * Whether families may still enrol in the term `t` (an alias of `terms`) at `now`: before its
 * first session, and after it while its late-joining rule lets them (until a session starts, or
 * up to a day on the venue's calendar, `timeZone`).
 */
export function joiningOpen(t: string, timeZone: SQL, now: Date): SQL {
  const term = sql.raw(t)
  return sql`(coalesce((select min(js.starts_at) > ${now} from activity_schedules js
      where js.term_id = ${term}.id and not js.is_cancelled), false)
    or case ${term}.late_joining
      when 'until_session' then coalesce((select j.starts_at > ${now} and not j.is_cancelled
        from activity_schedules j where j.id = ${term}.late_join_session_id), false)
      when 'until_date' then (${now}::timestamptz at time zone ${timeZone})::date <= ${term}.late_join_until
      else false
    end)`
}
