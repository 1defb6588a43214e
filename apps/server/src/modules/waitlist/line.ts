import { type SQL, sql } from 'drizzle-orm'

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`

/**
 * Whether the entry `w` (with its offer's booking joined as `b`) stands in its session's line:
 * waiting, or holding an offer whose places are still held. An offer that ran out or ended leaves
 * the line at that moment, whether or not a job has marked it.
 */
export function inLine(w: string, b: string, moment: Date): SQL {
  const entry = sql.raw(w)
  const booking = sql.raw(b)
  return sql`(${entry}.status = 'waiting' or (${entry}.status = 'offered'
    and ${booking}.status = 'pending' and ${booking}.hold_expires_at > ${at(moment)}))`
}

/**
 * The entry's status as the family sees it now: an offer that was paid or accepted is booked, one
 * whose places are no longer held has expired, and a session's line whose session was cancelled
 * or has begun is closed. A term's line goes on past its first session; its job closes it once
 * the term has no session left to enrol in.
 */
export function shownStatus(w: string, b: string, s: string, moment: Date): SQL {
  const entry = sql.raw(w)
  const booking = sql.raw(b)
  const session = sql.raw(s)
  return sql`case
    when ${entry}.status = 'offered' and ${booking}.status = 'confirmed' then 'booked'
    when ${entry}.status = 'offered' and not ${inLine(w, b, moment)} then 'expired'
    when ${entry}.status = 'waiting' and ${entry}.term_id is null
      and (${session}.is_cancelled or ${session}.starts_at <= ${at(moment)}) then 'closed'
    else ${entry}.status end`
}

/**
 * The entries of the same line as the entry `w`, seen as `o`: its term's line, or the line of
 * its session for a single session's.
 */
export function sameLine(o: string, w: string): SQL {
  const [other, entry] = [sql.raw(o), sql.raw(w)]
  return sql`(case when ${entry}.term_id is null
    then ${other}.schedule_id = ${entry}.schedule_id and ${other}.term_id is null
    else ${other}.term_id = ${entry}.term_id end)`
}

/** The entry's place in its line (1 for the first family), counted from the rows. */
export function positionInLine(w: string, moment: Date): SQL {
  const entry = sql.raw(w)
  return sql`(select count(*)::int from waitlist_entries o
    left join bookings ob on ob.id = o.booking_id
    where ${sameLine('o', w)} and o.seq <= ${entry}.seq
      and ${inLine('o', 'ob', moment)})`
}

/** How long an offer made at `now` holds its places: the offer time, or half the time left. */
export function offerEndsAt(options: { now: Date; startsAt: Date; offerHours: number }): Date {
  const { now, startsAt, offerHours } = options
  const full = now.getTime() + offerHours * 3_600_000
  const half = now.getTime() + (startsAt.getTime() - now.getTime()) / 2
  return new Date(Math.min(full, half))
}
