import type { LateJoiningRule, PaymentAccountStatus, RunDecision } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { preparedRows, queryRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import { confirmedTermPlaces } from '../run-decisions/index.ts'
import type { BookingRow } from './booking-answer.ts'
import { type ExtraLine, fullExtraName, insertExtras, type LockedExtra } from './booking-extras.ts'
import { NEW_BOOKING, type NewBooking } from './booking-statements.ts'
import { coversSession, placesTaken, takesPlaces } from './places-taken.ts'

type Kid = { id: string; firstName: string; lastName: string; birthDate: string }

/** What the answer to a new enrolment shows of its term, course, provider and venue. */
type TermDetails = Pick<
  BookingRow,
  | 'termName'
  | 'isCamp'
  | 'withdrawal'
  | 'activityTitle'
  | 'thumbnailUrl'
  | 'providerId'
  | 'businessName'
  | 'locationName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipcode'
>

export type LockedTerm = TermDetails & {
  activityId: string
  bookable: boolean
  /** The provider called the term off. */
  cancelled: boolean
  seats: number | null
  minAge: number | null
  maxAge: number | null
  timeZone: string
  priceCents: number
  lateJoining: LateJoiningRule
  /** When the last session one may join before starts (`until_session`). */
  lateJoinSessionStartsAt: Date | string | null
  lateJoinUntil: string | null
  paymentAccountStatus: PaymentAccountStatus
  /** Its minimum to run, decision time and decision, and the places confirmed so far. */
  minPlaces: number | null
  decisionHours: number
  decision: RunDecision | null
  confirmedPlaces: number
  kids: Kid[] | string
  /** The chosen children's trial classes of the term, paid or free and confirmed. */
  trials: Trial[] | string
}

/** A child's trial class of the term: its session's start and what the trial cost the child. */
export type Trial = { childId: string; startsAt: string; priceCents: number }

/**
 * Locks the term's row, where enrolments queue, and reads its rules and price, its course's
 * places and ages, the provider's payment account and the caller's chosen children. `for no key
 * update`: a booking of one of its sessions still references the term (a key share) meanwhile.
 * A quote preview (`lock` false) reads the same without the lock.
 */
export async function lockTerm(
  db: Database,
  options: { termId: string; customerId: string; childIds: string[]; lock?: boolean },
): Promise<LockedTerm | undefined> {
  const { termId, customerId, childIds, lock = true } = options
  const [term] = await preparedRows<LockedTerm>(
    db,
    'lock-term',
    sql`select a.id as "activityId", ${IS_PUBLIC_ACTIVITY} and a.type = 'course' as bookable,
        t.cancelled_at is not null as cancelled, t.name as "termName", t.is_camp as "isCamp",
        t.withdrawal, a.title as "activityTitle", a.thumbnail_url as "thumbnailUrl",
        v.id as "providerId", v.business_name as "businessName", l.name as "locationName",
        l.address, l.city, l.state, l.zipcode,
        least(t.capacity, a.capacity) as seats, a.min_age as "minAge", a.max_age as "maxAge",
        coalesce(l.time_zone, 'UTC') as "timeZone", t.price_cents as "priceCents",
        t.late_joining as "lateJoining", t.late_join_until as "lateJoinUntil",
        (select j.starts_at from activity_schedules j where j.id = t.late_join_session_id
          and not j.is_cancelled) as "lateJoinSessionStartsAt",
        v.payment_account_status as "paymentAccountStatus",
        t.min_places as "minPlaces", t.decision_hours as "decisionHours", t.decision,
        ${confirmedTermPlaces('t')} as "confirmedPlaces",
        (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
            'lastName', c.last_name, 'birthDate', c.birth_date)), '[]'::json)
          from children c
          where c.parent_id = ${customerId} and c.id in (${uuidList(childIds)})) as kids,
        (select coalesce(json_agg(json_build_object('childId', tp.child_id,
            'startsAt', ts.starts_at, 'priceCents', tb.total_amount_cents / tb.quantity)), '[]'::json)
          from bookings tb
          join booking_participants tp on tp.booking_id = tb.id
          join activity_schedules ts on ts.id = tb.schedule_id
          where tb.term_id = t.id and tb.kind = 'trial' and tb.status = 'confirmed'
            and tb.customer_id = ${customerId} and tp.child_id in (${uuidList(childIds)})) as trials
      from terms t
      join activities a on a.id = t.activity_id
      join vendors v on v.id = a.vendor_id
      left join vendor_locations l on l.id = a.location_id
      where t.id = ${termId}
      ${lock ? sql`for no key update of t` : sql``}`,
  )
  return term
}

export type TermSession = {
  id: string
  startsAt: Date | string
  endsAt: Date | string
  /** A make-up's cancelled session's start. */
  makesUpFor: Date | string | null
}

/**
 * Locks the term's sessions that are not cancelled, in id order as every lock of several sessions
 * does, so no single booking, drop-in or offer lands in one between the count and the insert.
 * Returned by start.
 */
export async function lockTermSessions(
  db: Database,
  termId: string,
  lock = true,
): Promise<TermSession[]> {
  const sessions = await queryRows<TermSession>(
    db,
    sql`select s.id, s.starts_at as "startsAt", s.ends_at as "endsAt",
        (select m.starts_at from activity_schedules m where m.id = s.makes_up_for) as "makesUpFor"
      from activity_schedules s
      where s.term_id = ${termId} and not s.is_cancelled
      order by s.id ${lock ? sql`for update of s` : sql``}`,
  )
  return sessions.sort((a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime())
}

export type PlacedEnrolment = {
  /** The most places taken in any session the enrolment would cover. */
  mostTaken: number
  /** A chosen child with a place in one of those sessions already, and how. */
  alreadyIn: { firstName: string; kind: string } | string | null
  /** Families wait in the line of one of those sessions. */
  lineWaits: boolean
  /** A chosen extra with too few places left in one of those sessions. */
  fullExtra: string | null
  bookingId: string | null
  /** The new enrolment's own columns, for its answer. */
  booking: NewBooking | string | null
}

/**
 * Once the term and its sessions are locked, in one statement whatever the number of sessions:
 * the places taken in the fullest of the sessions to cover, a child already in one of them, a
 * line waiting, and when none stands in the way the enrolment and its participants written.
 */
export async function placeEnrolment(
  db: Database,
  values: {
    termId: string
    activityId: string
    customerId: string
    /** The sessions to cover, first to last. */
    sessions: TermSession[]
    seats: number | null
    status: 'pending' | 'confirmed'
    holdExpiresAt: Date | null
    totalAmountCents: number
    /** The term's price for each child and its sessions, as the enrolment is made. */
    termPriceCents: number
    termSessionCount: number
    kids: Kid[]
    /** The children's extras, priced, and the extras' rows as locked. */
    extras: ExtraLine[]
    lockedExtras: LockedExtra[]
    now: Date
    /** An offer to the term's line, whose turn it is: the families waiting do not refuse it. */
    offerToLine?: boolean
  },
): Promise<PlacedEnrolment> {
  const { termId, sessions, kids, extras, now } = values
  const [first] = sessions
  if (!first) throw new Error('an enrolment needs a session to cover')
  const quantity = kids.length
  const sessionIds = uuidList(sessions.map((session) => session.id))
  const rows = kids.map((kid) => sql`(${kid.id}::uuid, ${kid.firstName}, ${kid.lastName})`)
  const [placed] = await preparedRows<PlacedEnrolment>(
    db,
    'place-enrolment',
    sql`with state as (
        select
          (select coalesce(max(${placesTaken('s', now)}), 0)::int
            from activity_schedules s where s.id in (${sessionIds})) as "mostTaken",
          (select json_build_object('firstName', bp.first_name, 'kind', b.kind)
            from booking_participants bp join bookings b on b.id = bp.booking_id
            join activity_schedules s on s.id in (${sessionIds}) and ${coversSession('b', 's')}
            where bp.child_id in (${uuidList(kids.map((kid) => kid.id))}) and ${takesPlaces('b', now)}
            limit 1) as "alreadyIn",
          not ${values.offerToLine ?? false}::boolean and exists (select 1 from waitlist_entries w
            where (w.schedule_id in (${sessionIds}) or w.term_id = ${termId}::uuid)
              and w.status = 'waiting') as "lineWaits",
          ${fullExtraName({ lines: extras, locked: values.lockedExtras, sessionIds, now })} as "fullExtra"
      ), booking as (
        insert into bookings (activity_id, schedule_id, customer_id, kind, term_id, covers_from,
          term_price_cents, term_session_count, quantity, status, hold_expires_at, payment_status, total_amount_cents)
        select ${values.activityId}::uuid, ${first.id}::uuid, ${values.customerId}::text, 'term',
          ${termId}::uuid, ${new Date(first.startsAt).toISOString()}::timestamptz,
          ${values.termPriceCents}::int, ${values.termSessionCount}::int, ${quantity}::int, ${values.status}::text,
          ${values.holdExpiresAt?.toISOString() ?? null}::timestamptz,
          ${values.status === 'pending' && values.totalAmountCents > 0 ? 'pending' : 'none'}::text, ${values.totalAmountCents}::int
        from state
        where state."alreadyIn" is null and not state."lineWaits" and state."fullExtra" is null
          and (${values.seats}::int is null
            or state."mostTaken" + ${quantity}::int <= ${values.seats}::int)
        returning id, status, quantity, total_amount_cents, payment_status, paid_amount_cents,
          refunded_amount_cents, hold_expires_at, created_at
      ), participants as (
        insert into booking_participants (booking_id, child_id, first_name, last_name)
        select booking.id, kid.child_id, kid.first_name, kid.last_name
        from booking, (values ${sql.join(rows, sql`, `)}) as kid(child_id, first_name, last_name)
        returning id, booking_id, child_id, first_name, last_name
      )${insertExtras(extras)}
      select state."mostTaken", state."alreadyIn", state."lineWaits", state."fullExtra",
        (select id from booking) as "bookingId",
        ${NEW_BOOKING} as booking
      from state`,
  )
  if (!placed) throw new Error('the enrolment statement returned nothing')
  return placed
}
