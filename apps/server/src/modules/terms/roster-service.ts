import type { TermRoster } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { notFound } from '../../lib/http-problem.ts'
import { isoString } from '../../lib/pagination.ts'
import { coversSession, placesTaken, takesPlaces } from '../bookings/index.ts'
import { allergyAlertsFor, type RecordSharing } from '../children/index.ts'
import { type ProviderViewer, viewerSeesActivity } from '../provider-staff/index.ts'
import { participantAnswers } from '../registration/index.ts'
import { TERM_NOT_FOUND } from './term-service.ts'

type TermRow = TermRoster['term'] & {
  sessions: (Omit<TermRoster['sessions'][number], 'startsAt'> & { startsAt: string })[] | string
}

type ChildRow = Omit<
  TermRoster['children'][number],
  'sessionIds' | 'extras' | 'answers' | 'allergyAlerts'
> & {
  sessionIds: string[] | string
  extras: string[] | string
  answers: TermRoster['children'][number]['answers'] | string
}

/**
 * The children of a term against its sessions, for the provider who runs it: every session in
 * order with the places taken by the one rule, and each child of an enrolment, drop-in or trial
 * that takes places, with the sessions it holds a place in (an enrolment's, from the first it
 * covers up to a withdrawal) and the extras it takes. Another provider's term is not found.
 */
export async function getTermRoster(options: {
  db: Database
  vendorId: string
  termId: string
  sharing: RecordSharing
  /** An instructor reads only the rosters of what they are assigned; others are not found. */
  viewer: ProviderViewer
  now?: Date
}): Promise<TermRoster> {
  const { db, vendorId, termId, sharing, viewer, now = new Date() } = options
  const [term] = await queryRows<TermRow>(
    db,
    sql`select t.id, t.name, a.title as "activityTitle", coalesce(l.time_zone, 'UTC') as "timeZone",
        (select coalesce(json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at,
            'isCancelled', s.is_cancelled, 'makesUpFor', s.makes_up_for,
            'booked', ${placesTaken('s', now)}) order by s.starts_at, s.id), '[]'::json)
          from activity_schedules s where s.term_id = t.id) as sessions
      from terms t
      join activities a on a.id = t.activity_id
      left join vendor_locations l on l.id = a.location_id
      where t.id = ${termId} and a.vendor_id = ${vendorId} and a.deleted_at is null
        and ${viewerSeesActivity(viewer, { id: sql`a.id`, locationId: sql`a.location_id` })}`,
  )
  if (!term) throw notFound(TERM_NOT_FOUND)
  const children = await queryRows<ChildRow>(
    db,
    sql`select b.id as "bookingId", bp.child_id as "childId", b.kind, bp.first_name as "firstName",
        bp.last_name as "lastName",
        coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''),
          'Former customer') as "parentName",
        (select coalesce(json_agg(s.id order by s.starts_at, s.id), '[]'::json)
          from activity_schedules s
          where s.term_id = ${termId} and ${coversSession('b', 's')}) as "sessionIds",
        (select coalesce(json_agg(e.name order by e.name), '[]'::json)
          from booking_extras be join term_extras e on e.id = be.extra_id
          where be.participant_id = bp.id) as extras,
        ${participantAnswers(sql`bp.id`)} as answers
      from bookings b
      join booking_participants bp on bp.booking_id = b.id
      left join user_profiles up on up.id = b.customer_id
      where b.term_id = ${termId} and b.kind in ('term', 'drop_in', 'trial')
        and ${takesPlaces('b', now)}
      order by b.kind = 'term' desc, bp.last_name, bp.first_name, bp.id`,
  )
  const alerts = await allergyAlertsFor({
    db,
    sharing,
    vendorId,
    childIds: children.map((child) => child.childId),
  })
  const { sessions, ...about } = term
  return {
    term: about,
    sessions: fromJson(sessions).map((session) => ({
      ...session,
      startsAt: isoString(session.startsAt),
      booked: Number(session.booked),
    })),
    children: children.map((child) => ({
      ...child,
      sessionIds: fromJson(child.sessionIds),
      extras: fromJson(child.extras),
      answers: fromJson(child.answers),
      allergyAlerts: (child.childId && alerts.get(child.childId)) || [],
    })),
  }
}
