import type { LateJoiningRule, TermWaitlistJoin } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import type { JobQueue } from '../../infra/jobs/index.ts'
import { conflict, notFound, unprocessable } from '../../lib/http-problem.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import {
  ageRuleViolation,
  coversSession,
  lateJoiningRefusal,
  placesTaken,
  queueWaitlistOffers,
  TERM_OVER,
  TERM_UNAVAILABLE,
  takesPlaces,
} from '../bookings/index.ts'
import { IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import { selectCustomerEntries } from './entry-queries.ts'
import { insertEntry, type Kid } from './entry-writes.ts'
import { inLine } from './line.ts'

export const TERM_HAS_ROOM = 'Places are free: enrol instead.'

type LockedTerm = {
  bookable: boolean
  activityId: string
  seats: number | null
  minAge: number | null
  maxAge: number | null
  timeZone: string
  lateJoining: LateJoiningRule
  lateJoinSessionStartsAt: Date | string | null
  lateJoinUntil: string | null
  kids: Kid[] | string
}

type TermSession = { id: string; startsAt: Date | string; taken: number }

type LineState = {
  lineWaits: boolean
  /** The first chosen child with a place in one of the sessions to come, or already in line. */
  booked: string | null
  queued: string | null
}

/**
 * Puts the chosen children in a full term's line as one entry. The term's row is locked as
 * enrolling locks it, so families joining at once get positions 1, 2, 3… and an enrolment never
 * slips between the count and the entry. A term with room in every session to come is enrolled
 * in instead, unless families already wait; a child already with a place or in line, outside the
 * ages, or a term over or closed to late joiners is refused. The entry names the term and, as
 * its session, the first to come.
 */
export async function joinTermWaitlist(options: {
  db: Database
  jobs: JobQueue
  customerId: string
  termId: string
  input: TermWaitlistJoin
  now?: Date
}) {
  const { db, jobs, customerId, termId, input, now = new Date() } = options
  const entryId = await db.transaction(async (tx) => {
    const [term] = await queryRows<LockedTerm>(
      tx,
      sql`select ${IS_PUBLIC_ACTIVITY} and a.type = 'course' and t.cancelled_at is null as bookable,
          a.id as "activityId", least(t.capacity, a.capacity) as seats, a.min_age as "minAge",
          a.max_age as "maxAge", coalesce(l.time_zone, 'UTC') as "timeZone",
          t.late_joining as "lateJoining", t.late_join_until as "lateJoinUntil",
          (select j.starts_at from activity_schedules j where j.id = t.late_join_session_id
            and not j.is_cancelled) as "lateJoinSessionStartsAt",
          (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
              'lastName', c.last_name, 'birthDate', c.birth_date)), '[]'::json)
            from children c
            where c.parent_id = ${customerId} and c.id in (${uuidList(input.childIds)})) as kids
        from terms t
        join activities a on a.id = t.activity_id
        join vendors v on v.id = a.vendor_id
        left join vendor_locations l on l.id = a.location_id
        where t.id = ${termId}
        for no key update of t`,
    )
    if (!term?.bookable) throw notFound(TERM_UNAVAILABLE)
    const sessions = await queryRows<TermSession>(
      tx,
      sql`select s.id, s.starts_at as "startsAt", ${placesTaken('s', now)} as taken
        from activity_schedules s
        where s.term_id = ${termId} and not s.is_cancelled
        order by s.starts_at, s.id`,
    )
    const remaining = sessions.filter((s) => new Date(s.startsAt).getTime() > now.getTime())
    const [first] = sessions
    const [next] = remaining
    if (!first || !next) throw conflict(TERM_OVER)
    const closed = lateJoiningRefusal(term, new Date(first.startsAt), now)
    if (closed) throw conflict(closed)
    const kids = fromJson(term.kids)
    if (kids.length !== input.childIds.length) throw notFound('Child not found')
    const outOfRange = ageRuleViolation({
      children: kids,
      minAge: term.minAge,
      maxAge: term.maxAge,
      startsAt: new Date(first.startsAt),
      timeZone: term.timeZone,
      now,
    })
    if (outOfRange) throw unprocessable(outOfRange)

    const ids = uuidList(input.childIds)
    const sessionIds = uuidList(remaining.map((session) => session.id))
    const [state] = await queryRows<LineState>(
      tx,
      sql`select
          exists (select 1 from waitlist_entries w
            where w.term_id = ${termId} and w.status = 'waiting') as "lineWaits",
          (select bp.first_name from booking_participants bp join bookings b on b.id = bp.booking_id
            join activity_schedules cs on cs.id in (${sessionIds})
            where ${coversSession('b', 'cs')} and ${takesPlaces('b', now)}
              and bp.child_id in (${ids}) limit 1) as booked,
          (select wc.first_name from waitlist_children wc
            join waitlist_entries w on w.id = wc.entry_id
            left join bookings ob on ob.id = w.booking_id
            where w.term_id = ${termId} and ${inLine('w', 'ob', now)}
              and wc.child_id in (${ids}) limit 1) as queued`,
    )
    if (!state) throw new Error('the line statement returned nothing')
    if (state.booked) {
      throw conflict(`${state.booked} already has a place in this term's sessions.`)
    }
    if (state.queued) throw conflict(`${state.queued} is already on this term's waiting list.`)
    if (term.seats === null) throw conflict(TERM_HAS_ROOM)
    const free = Math.min(...remaining.map((s) => Number(term.seats) - Number(s.taken)))
    if (!state.lineWaits && free >= kids.length) throw conflict(TERM_HAS_ROOM)
    const id = await insertEntry(tx, {
      activityId: term.activityId,
      sessionId: next.id,
      termId,
      customerId,
      kids,
    })
    // Places free in every session that the line has not been offered yet: this family may fit.
    if (free > 0) await queueWaitlistOffers({ db: tx, jobs, sessionIds: [next.id] })
    return id
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
