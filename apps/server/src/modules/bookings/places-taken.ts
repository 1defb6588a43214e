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
 * Whether a family waits in the line of the session `sessionId`. While anyone does, places that
 * come free are offered to the line in order and the public sees none, whether or not the job
 * that makes the offers has run yet.
 */
export function someoneWaits(sessionId: SQL): SQL {
  return sql`exists (select 1 from waitlist_entries w
    where w.schedule_id = ${sessionId} and w.status = 'waiting')`
}
