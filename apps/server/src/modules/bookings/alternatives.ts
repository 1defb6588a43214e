import { RUN_ALTERNATIVES_LIMIT, type RunAlternative } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { awaitsDecision } from '../run-decisions/index.ts'
import { ageRuleViolation } from './age-rule.ts'
import { alternativeCandidates, type Origin } from './alternative-candidates.ts'

type Child = { firstName: string; birthDate: string }

/**
 * Other places the booking's family can book now, for when what they booked does not run: up to
 * RUN_ALTERNATIVES_LIMIT terms not begun or single sessions with room for the whole group, that
 * take every child at their age on the start (the booking age rule) and are not waiting for their
 * own decision. The same provider's first, then the same category's in the same city, soonest
 * first within each. Empty for a booking that is not found.
 */
export async function findAlternatives(options: {
  db: Database
  bookingId: string
  now?: Date
}): Promise<RunAlternative[]> {
  const { db, bookingId, now = new Date() } = options
  const [booking] = await queryRows<Origin & { children: Child[] | string }>(
    db,
    sql`select b.activity_id as "activityId", a.vendor_id as "vendorId", b.term_id as "termId",
        b.schedule_id as "sessionId", b.quantity,
        (select coalesce(json_agg(json_build_object('firstName', c.first_name,
            'birthDate', c.birth_date) order by c.first_name, c.id), '[]'::json)
          from booking_participants bp join children c on c.id = bp.child_id
          where bp.booking_id = b.id) as children
      from bookings b join activities a on a.id = b.activity_id
      where b.id = ${bookingId}`,
  )
  if (!booking) return []
  const children = fromJson(booking.children)
  const origin = { ...booking, quantity: Number(booking.quantity) }
  const fitting: RunAlternative[] = []
  for (const candidate of await alternativeCandidates({ db, origin, now })) {
    if (fitting.length === RUN_ALTERNATIVES_LIMIT) break
    const startsAt = new Date(candidate.startsAt)
    const run = { ...candidate, firstStart: startsAt, now }
    if (awaitsDecision(run)) continue
    const ageRule = { minAge: candidate.minAge, maxAge: candidate.maxAge }
    if (ageRuleViolation({ children, ...ageRule, startsAt, timeZone: candidate.timeZone, now })) {
      continue
    }
    fitting.push({
      kind: candidate.kind,
      activityId: candidate.activityId,
      activityTitle: candidate.activityTitle,
      businessName: candidate.businessName,
      termName: candidate.termName,
      termId: candidate.termId,
      sessionId: candidate.sessionId,
      startsAt: startsAt.toISOString(),
      timeZone: candidate.timeZone,
      priceCents: candidate.priceCents,
      placesLeft: candidate.placesLeft,
      path: `/activities/${candidate.activityId}`,
    })
  }
  return fitting
}
