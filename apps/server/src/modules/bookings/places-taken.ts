import { type SQL, sql } from 'drizzle-orm'

/**
 * Statuses of bookings that may still go ahead: what cancelling a session, an activity or an
 * account has to end. A pending one may have lapsed already; ending it as well does no harm.
 */
export const ACTIVE_BOOKING_STATUSES = sql.raw(`('pending', 'confirmed')`)

/**
 * Whether the booking `alias` takes places at `at` (the database's clock unless given): when it
 * is confirmed, or pending with a hold that has not run out. A lapsed hold frees its places by
 * its time alone, whether or not the tidy-up job has marked it expired. Written so the partial
 * indexes on pending and confirmed bookings still apply.
 */
export function takesPlaces(alias: string, at?: Date): SQL {
  const b = sql.raw(alias)
  const moment = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`
  return sql`(${b}.status in ('pending', 'confirmed') and (${b}.status = 'confirmed' or ${b}.hold_expires_at > ${moment}))`
}

/**
 * Where the session `s` stands in its term, which an enrolment's `covers_from` and `covers_until`
 * are read against: its start, or for a make-up the start of the session it makes up for. So a
 * make-up is covered by exactly the enrolments that covered the cancelled session, whatever its
 * date: a withdrawal's end or a late joiner's start cannot take it in or leave it out wrongly.
 */
export function termPlace(s: string): SQL {
  const session = sql.raw(s)
  return sql`coalesce((select o.starts_at from activity_schedules o where o.id = ${session}.makes_up_for), ${session}.starts_at)`
}

/**
 * Whether the booking `b` has a place in the session `s` (aliases of `bookings` and
 * `activity_schedules`): a single booking, drop-in or trial names the session; a term enrolment
 * names its term and covers every session from `covers_from` until a withdrawal's `covers_until`
 * (by `termPlace`).
 */
export function coversSession(b: string, s: string): SQL {
  const booking = sql.raw(b)
  const place = termPlace(s)
  return sql`((${booking}.kind <> 'term' and ${booking}.schedule_id = ${sql.raw(s)}.id)
    or (${booking}.kind = 'term' and ${booking}.term_id = ${sql.raw(s)}.term_id
      and ${place} >= ${booking}.covers_from
      and (${booking}.covers_until is null or ${place} < ${booking}.covers_until)))`
}

/**
 * The places taken in the session `s` (an alias of `activity_schedules`) at `at`: the one rule
 * every check and screen reads. The bookings that name the session and the term's enrolments
 * that cover it, among those that take places; two sums rather than `coversSession`, so each
 * reads its own index. The capacity trigger (`session_places_taken` in the migrations) states
 * the same rule for the database.
 */
export function placesTaken(s: string, at?: Date): SQL {
  const session = sql.raw(s)
  const place = termPlace(s)
  return sql`(coalesce((select sum(pb.quantity) from bookings pb
      where pb.schedule_id = ${session}.id and pb.kind <> 'term' and ${takesPlaces('pb', at)}), 0)
    + coalesce((select sum(pe.quantity) from bookings pe
      where pe.term_id = ${session}.term_id and pe.kind = 'term'
        and ${place} >= pe.covers_from
        and (pe.covers_until is null or ${place} < pe.covers_until)
        and ${takesPlaces('pe', at)}), 0))::int`
}

/** `placesTaken` of the session `sessionId`. */
export function placesTakenIn(sessionId: SQL, at?: Date): SQL {
  return sql`(select ${placesTaken('ps', at)} from activity_schedules ps where ps.id = ${sessionId})`
}

/**
 * The places a session `s` seats (null for no limit) of the activity `a`: its term's capacity
 * when it has one, never more than the activity's.
 */
export function seatsIn(s: string, a: string): SQL {
  return sql`least((select st.capacity from terms st where st.id = ${sql.raw(s)}.term_id), ${sql.raw(a)}.capacity)`
}

/**
 * Whether a family waits in the line of the session `sessionId`, or in the line of its term. While
 * anyone does, places that come free are offered to the line in order and the public sees none,
 * whether or not the job that makes the offers has run yet: a term's line waits for a place in
 * every session, so a drop-in may not take one from it.
 */
export function someoneWaits(sessionId: SQL): SQL {
  return sql`(exists (select 1 from waitlist_entries w
      where w.schedule_id = ${sessionId} and w.status = 'waiting')
    or exists (select 1 from waitlist_entries tw
      join activity_schedules ts on ts.term_id = tw.term_id
      where ts.id = ${sessionId} and tw.status = 'waiting'))`
}
