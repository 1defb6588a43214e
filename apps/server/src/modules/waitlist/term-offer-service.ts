import type { LateJoiningRule } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../db/query-rows.ts'
import { expireOffers, holdTermOffer, lateJoiningRefusal, placesTaken } from '../bookings/index.ts'
import { offerEndsAt } from './line.ts'
import {
  closeLine,
  type OfferContext,
  recordOffer,
  tidyEndedOffers,
  waitingFamilies,
} from './line-steps.ts'

type LockedTerm = {
  activityId: string
  title: string
  seats: number | null
  timeZone: string
  cancelled: boolean
  lateJoining: LateJoiningRule
  lateJoinSessionStartsAt: Date | string | null
  lateJoinUntil: string | null
}

type TermSession = { id: string; startsAt: Date | string; taken: number }

/**
 * Offers a term's places to its line in join order, under the term's lock (the one enrolling
 * takes). A family is offered an enrolment in every session still to come only when its whole
 * group fits in each of them: the offer is a pending enrolment held until the offer ends, paid or
 * accepted as any enrolment is. Offers that were taken or ran out are tidied first; the line
 * closes when the term has no session left to join, is called off or takes no more late joiners,
 * and its entries follow its first session to come. No offers inside the cutoff before that
 * session. Safe to run twice at once: the second run finds the places held. Returns how many
 * offers it made.
 */
export async function offerTermPlaces(
  options: OfferContext & { termId: string; now?: Date },
): Promise<number> {
  const { db, termId, now = new Date() } = options
  return db.transaction(async (tx) => {
    const [term] = await queryRows<LockedTerm>(
      tx,
      sql`select a.id as "activityId", a.title || ', ' || t.name as title,
          least(t.capacity, a.capacity) as seats, coalesce(l.time_zone, 'UTC') as "timeZone",
          t.cancelled_at is not null as cancelled, t.late_joining as "lateJoining",
          t.late_join_until as "lateJoinUntil",
          (select j.starts_at from activity_schedules j where j.id = t.late_join_session_id
            and not j.is_cancelled) as "lateJoinSessionStartsAt"
        from terms t
        join activities a on a.id = t.activity_id
        left join vendor_locations l on l.id = a.location_id
        where t.id = ${termId}
        for no key update of t`,
    )
    if (!term) return 0
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
    const facts = {
      activityId: term.activityId,
      activityTitle: term.title,
      startsAt: new Date(next?.startsAt ?? first?.startsAt ?? now),
      timeZone: term.timeZone,
    }
    const line = sql`w.term_id = ${termId}`
    await expireOffers({ db: tx, termId, at: now })
    await tidyEndedOffers({ ...options, tx, line, now, facts })
    if (
      !first ||
      !next ||
      term.cancelled ||
      lateJoiningRefusal(term, new Date(first.startsAt), now)
    ) {
      await closeLine({ ...options, tx, line, facts, told: term.cancelled })
      return 0
    }
    // The line stands before its first session to come, where the public and bookings see it.
    await tx.execute(sql`update waitlist_entries set schedule_id = ${next.id}, updated_at = now()
      where term_id = ${termId} and status = 'waiting' and schedule_id <> ${next.id}`)
    const startsAt = new Date(next.startsAt)
    if (startsAt.getTime() - now.getTime() < options.cutoffHours * 3_600_000) return 0

    let free =
      term.seats === null
        ? Number.POSITIVE_INFINITY
        : Math.min(...remaining.map((s) => Number(term.seats) - Number(s.taken)))
    if (free <= 0) return 0
    const endsAt = offerEndsAt({ now, startsAt, offerHours: options.offerHours })
    let made = 0
    for (const family of await waitingFamilies(tx, line)) {
      if (free <= 0) break
      if (family.quantity > free) continue
      const childIds = family.participants.flatMap((kid) => (kid.childId ? [kid.childId] : []))
      const held =
        childIds.length === family.quantity &&
        (await holdTermOffer({
          db: tx,
          termId,
          customerId: family.customerId,
          childIds,
          holdExpiresAt: endsAt,
          now,
        }))
      if (!held) continue
      const offered = await recordOffer({ ...options, tx, family, ...held, facts, endsAt, now })
      if (!offered) continue
      free -= family.quantity
      made += 1
    }
    return made
  })
}
