import { hoursInWords, type WaitlistJoin } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import {
  ageRuleViolation,
  coversSession,
  placesTakenIn,
  queueWaitlistOffers,
  seatsIn,
  someoneWaits,
  takesPlaces,
} from '../bookings/index.ts'
import { IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import { selectCustomerEntries } from './entry-queries.ts'
import { insertEntry, type Kid } from './entry-writes.ts'
import { inLine } from './line.ts'

export const TERM_SESSION_LINE =
  "This session is part of a term: join the term's waiting list instead."

type LockedSession = {
  termId: string | null
  startsAt: Date | string
  isCancelled: boolean
  bookable: boolean
  activityId: string
  capacity: number | null
  minAge: number | null
  maxAge: number | null
  timeZone: string
  kids: Kid[] | string
}

type LineState = {
  taken: number
  lineWaits: boolean
  /** The first chosen child with a place in the session, or already in its line. */
  booked: string | null
  queued: string | null
}

/**
 * Puts the chosen children in a full session's line as one entry, under the session's lock, so
 * that families joining at once get positions 1, 2, 3… with no gap or repeat. A session with
 * room for them is booked instead; a child already booked or in line, outside the ages, or a
 * session about to start (inside the cutoff) is refused. If places are free that the line has
 * not been offered yet, offers are queued at once: this family may be the one that fits.
 */
export async function joinWaitlist(options: {
  db: Database
  jobs: JobQueue
  customerId: string
  input: WaitlistJoin
  cutoffHours: number
  now?: Date
}) {
  const { db, jobs, customerId, input, cutoffHours, now = new Date() } = options
  const entryId = await db.transaction(async (tx) => {
    const [session] = await queryRows<LockedSession>(
      tx,
      sql`select s.term_id as "termId", s.starts_at as "startsAt", s.is_cancelled as "isCancelled",
          ${IS_PUBLIC_ACTIVITY} as bookable, a.id as "activityId",
          ${seatsIn('s', 'a')} as capacity,
          a.min_age as "minAge", a.max_age as "maxAge", coalesce(l.time_zone, 'UTC') as "timeZone",
          (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
              'lastName', c.last_name, 'birthDate', c.birth_date)), '[]'::json)
            from children c
            where c.parent_id = ${customerId} and c.id in (${uuidList(input.childIds)})) as kids
        from activity_schedules s
        join activities a on a.id = s.activity_id
        join vendors v on v.id = a.vendor_id
        left join vendor_locations l on l.id = a.location_id
        where s.id = ${input.sessionId}
        for update of s`,
    )
    if (!session?.bookable) throw notFound('This session is not available.')
    if (session.isCancelled) throw conflict('This session has been cancelled by the provider.')
    // Its places come free for the term's line, which waits for every session of the term.
    if (session.termId) throw conflict(TERM_SESSION_LINE)
    const startsAt = new Date(session.startsAt)
    if (startsAt.getTime() - now.getTime() < cutoffHours * 3_600_000) {
      throw conflict(
        `This session starts in less than ${hoursInWords(cutoffHours)}, so no places will be offered from its waiting list.`,
      )
    }
    const kids = fromJson(session.kids)
    if (kids.length !== input.childIds.length) throw notFound('Child not found')
    const outOfRange = ageRuleViolation({
      children: kids,
      minAge: session.minAge,
      maxAge: session.maxAge,
      startsAt,
      timeZone: session.timeZone,
      now,
    })
    if (outOfRange) throw unprocessable(outOfRange)

    const ids = uuidList(input.childIds)
    const [state] = await queryRows<LineState>(
      tx,
      sql`select
          ${placesTakenIn(sql`${input.sessionId}::uuid`, now)} as taken,
          ${someoneWaits(sql`${input.sessionId}::uuid`)} as "lineWaits",
          (select bp.first_name from booking_participants bp join bookings b on b.id = bp.booking_id
            join activity_schedules cs on cs.id = ${input.sessionId}
            where ${coversSession('b', 'cs')} and ${takesPlaces('b', now)}
              and bp.child_id in (${ids}) limit 1) as booked,
          (select wc.first_name from waitlist_children wc
            join waitlist_entries w on w.id = wc.entry_id
            left join bookings ob on ob.id = w.booking_id
            where w.schedule_id = ${input.sessionId} and ${inLine('w', 'ob', now)}
              and wc.child_id in (${ids}) limit 1) as queued`,
    )
    if (!state) throw new Error('the line statement returned nothing')
    if (state.booked) throw conflict(`${state.booked} already has a place in this session.`)
    if (state.queued) throw conflict(`${state.queued} is already on this session's waiting list.`)
    if (session.capacity === null) {
      throw conflict('This session has no limit on places: book it instead.')
    }
    const free = Number(session.capacity) - Number(state.taken)
    if (!state.lineWaits && free >= kids.length) {
      throw conflict('This session still has room for your children: book it instead.')
    }
    const entryId = await insertEntry(tx, {
      activityId: session.activityId,
      sessionId: input.sessionId,
      customerId,
      kids,
    })
    if (free > 0) await queueWaitlistOffers({ db: tx, jobs, sessionIds: [input.sessionId] })
    return entryId
  })
  const [entry] = await selectCustomerEntries({
    db,
    customerId,
    where: sql`w.id = ${entryId}`,
    now,
  })
  if (!entry) throw new Error('the new entry could not be read back')
  return entry
}
