import type { BookingKind, PaymentAccountStatus } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { preparedRows } from '../../db/query-rows.ts'
import { uuidList } from '../../lib/sql-lists.ts'
import { IS_PUBLIC_ACTIVITY } from '../catalog/index.ts'
import { type RunRow, sessionRunColumns, termRunRow } from '../run-decisions/index.ts'
import type { BookingRow } from './booking-answer.ts'
import { type ExtraLine, fullExtraName, insertExtras, type LockedExtra } from './booking-extras.ts'
import { coversSession, placesTakenIn, seatsIn, someoneWaits, takesPlaces } from './places-taken.ts'

type Kid = { id: string; firstName: string; lastName: string; birthDate: string }
type Earlier = { id: string; requestHash: string | null }

/** The caller's booking made with `idempotencyKey`, as json (id, requestHash), or null. */
const earlierBooking = (customerId: string, idempotencyKey: string | undefined) =>
  idempotencyKey
    ? sql`(select json_build_object('id', k.id, 'requestHash', k.request_hash)
        from bookings k
        where k.customer_id = ${customerId} and k.idempotency_key = ${idempotencyKey})`
    : sql`null::json`

/** What the answer to a new booking shows of its session, activity, provider and venue. */
type SessionDetails = Pick<
  BookingRow,
  | 'activityTitle'
  | 'thumbnailUrl'
  | 'providerId'
  | 'businessName'
  | 'endsAt'
  | 'locationName'
  | 'address'
  | 'city'
  | 'state'
  | 'zipcode'
>

/** A single session's own minimum to run; a term's session has none: its term decides. */
type SessionMinimum = Omit<RunRow, 'firstStart'>

export type LockedSession = SessionDetails & {
  startsAt: Date | string
  isCancelled: boolean
  activityId: string
  capacity: number | null
  /** The session's term, whose drop-in and trial prices it is booked at. */
  termId: string | null
  termName: string | null
  isCamp: boolean | null
  dropInPriceCents: number | null
  trialPriceCents: number | null
  minAge: number | null
  maxAge: number | null
  bookable: boolean
  timeZone: string
  priceCents: number
  paymentAccountStatus: PaymentAccountStatus
  /** The caller's children among those asked for. */
  kids: Kid[] | string
  /** A booking the caller made earlier with the same Idempotency-Key. */
  existing: Earlier | string | null
  /** The minimum of the session's term, which its drop-ins and trials wait for too. */
  termRun: RunRow | string | null
} & SessionMinimum

/**
 * Locks the session's row and reads, in the same statement, what does not depend on the other
 * bookings: the session and its activity's rules and price, the provider's payment account, the
 * caller's chosen children, and an earlier booking with the same key (a retry gets its booking
 * back whatever the session's state now). Undefined when there is no such session. A quote
 * preview reads the same without the lock.
 */
export async function lockSession(
  db: Database,
  options: {
    sessionId: string
    customerId: string
    childIds: string[]
    idempotencyKey?: string | undefined
    /** False for a quote preview, which reads the same and holds nothing. */
    lock?: boolean
  },
): Promise<LockedSession | undefined> {
  const { sessionId, customerId, childIds, idempotencyKey, lock = true } = options
  const [session] = await preparedRows<LockedSession>(
    db,
    'lock-session',
    sql`select s.starts_at as "startsAt", s.is_cancelled as "isCancelled", a.id as "activityId",
        ${seatsIn('s', 'a')} as capacity, s.term_id as "termId",
        t.name as "termName", t.is_camp as "isCamp",
        t.drop_in_price_cents as "dropInPriceCents", t.trial_price_cents as "trialPriceCents",
        a.min_age as "minAge", a.max_age as "maxAge",
        ${IS_PUBLIC_ACTIVITY} as bookable,
        coalesce(l.time_zone, 'UTC') as "timeZone", p.price_cents as "priceCents",
        v.payment_account_status as "paymentAccountStatus",
        a.title as "activityTitle", a.thumbnail_url as "thumbnailUrl", v.id as "providerId",
        v.business_name as "businessName", s.ends_at as "endsAt", l.name as "locationName",
        l.address, l.city, l.state, l.zipcode, ${sessionRunColumns('s')},
        ${termRunRow('t')} as "termRun",
        (select coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name,
            'lastName', c.last_name, 'birthDate', c.birth_date)), '[]'::json)
          from children c
          where c.parent_id = ${customerId} and c.id in (${uuidList(childIds)})) as kids,
        ${earlierBooking(customerId, idempotencyKey)} as existing
      from activity_schedules s
      join activities a on a.id = s.activity_id
      join vendors v on v.id = a.vendor_id
      join activity_pricing p on p.activity_id = a.id and p.is_default
      left join vendor_locations l on l.id = a.location_id
      left join terms t on t.id = s.term_id
      where s.id = ${sessionId}
      ${lock ? sql`for update of s` : sql``}`,
  )
  return session
}

/** The new booking's own columns, as its answer shows them. */
export type NewBooking = Pick<
  BookingRow,
  | 'id'
  | 'status'
  | 'quantity'
  | 'totalAmountCents'
  | 'paymentStatus'
  | 'paidAmountCents'
  | 'refundedAmountCents'
  | 'holdExpiresAt'
  | 'createdAt'
  | 'participants'
>

/**
 * The booking a place statement wrote (its CTEs `booking` and `participants`) as a `NewBooking`,
 * so the answer needs no read after the commit.
 */
export const NEW_BOOKING = sql`(select json_build_object('id', b.id, 'status', b.status,
    'quantity', b.quantity, 'totalAmountCents', b.total_amount_cents,
    'paymentStatus', b.payment_status, 'paidAmountCents', b.paid_amount_cents,
    'refundedAmountCents', b.refunded_amount_cents, 'holdExpiresAt', b.hold_expires_at,
    'createdAt', b.created_at,
    'participants', (select json_agg(json_build_object('id', p.id, 'firstName', p.first_name,
        'lastName', p.last_name) order by p.first_name, p.id) from participants p))
  from booking b)`

export type PlacedBooking = {
  /** Places taken before this booking (confirmed and unexpired holds). */
  taken: number
  /** The first of the children who had a trial class of this activity already. */
  triedBefore: string | null
  /** The first of the children who already has a place in the session. */
  alreadyBooked: { firstName: string; status: string } | string | null
  existing: Earlier | string | null
  /** Families wait for this session's places: they are offered in turn, not booked directly. */
  lineWaits: boolean
  /** A chosen extra with no place left in the session for the children asking. */
  fullExtra: string | null
  /** The new booking, or null when one of the above stood in its way. */
  booking: NewBooking | string | null
}

/**
 * Once the session is locked, in one statement: the places taken (`placesTaken`, term
 * enrolments covering the session included; an enrolment locks every session it takes), a child already in the
 * session, an earlier booking with the key (two retries of one key may have queued on the lock)
 * and, when none of these stands in the way, the booking and its participants written and
 * returned for the answer. The statement starts after the lock was granted, so it counts every
 * booking committed before.
 */
export async function placeBooking(
  db: Database,
  values: {
    activityId: string
    sessionId: string
    customerId: string
    kind: BookingKind
    termId: string | null
    capacity: number | null
    status: 'pending' | 'confirmed'
    holdExpiresAt: Date | null
    totalAmountCents: number
    idempotencyKey: string | undefined
    requestHash: string
    kids: Kid[]
    /** The children's extras, priced, and the extras' rows as locked. */
    extras: ExtraLine[]
    lockedExtras: LockedExtra[]
    now: Date
  },
): Promise<PlacedBooking> {
  const { sessionId, customerId, kids, extras, now } = values
  const quantity = kids.length
  const rows = kids.map((kid) => sql`(${kid.id}::uuid, ${kid.firstName}, ${kid.lastName})`)
  const [placed] = await preparedRows<PlacedBooking>(
    db,
    'place-booking',
    sql`with state as (
        select
          ${placesTakenIn(sql`${sessionId}::uuid`, now)} as taken,
          (select json_build_object('firstName', bp.first_name, 'status', b.status)
            from booking_participants bp join bookings b on b.id = bp.booking_id
            join activity_schedules cs on cs.id = ${sessionId}
            where ${coversSession('b', 'cs')} and ${takesPlaces('b', now)}
              and bp.child_id in (${uuidList(kids.map((kid) => kid.id))})
            limit 1) as "alreadyBooked",
          ${earlierBooking(customerId, values.idempotencyKey)} as existing,
          ${someoneWaits(sql`${sessionId}::uuid`)} as "lineWaits",
          ${
            values.kind === 'trial'
              ? sql`(select tp.first_name from booking_participants tp
                  join bookings tb on tb.id = tp.booking_id
                  where tp.child_id in (${uuidList(kids.map((kid) => kid.id))})
                    and tb.activity_id = ${values.activityId} and tb.kind = 'trial'
                    and ${takesPlaces('tb', now)}
                  limit 1)`
              : sql`null::text`
          } as "triedBefore",
          ${fullExtraName({
            lines: extras,
            locked: values.lockedExtras,
            sessionIds: sql`${sessionId}::uuid`,
            now,
          })} as "fullExtra"
      ), booking as (
        insert into bookings (activity_id, schedule_id, customer_id, kind, term_id, quantity,
          status, hold_expires_at, payment_status, total_amount_cents, idempotency_key, request_hash)
        select ${values.activityId}::uuid, ${sessionId}::uuid, ${customerId}::text,
          ${values.kind}::text, ${values.termId}::uuid, ${quantity}::int, ${values.status}::text,
          ${values.holdExpiresAt?.toISOString() ?? null}::timestamptz,
          ${values.status === 'pending' ? 'pending' : 'none'}::text,
          ${values.totalAmountCents}::int, ${values.idempotencyKey ?? null}::text,
          ${values.requestHash}::text
        from state
        where state.existing is null and state."alreadyBooked" is null and not state."lineWaits"
          and state."triedBefore" is null and state."fullExtra" is null
          and (${values.capacity}::int is null
            or state.taken + ${quantity}::int <= ${values.capacity}::int)
        returning id, status, quantity, total_amount_cents, payment_status, paid_amount_cents,
          refunded_amount_cents, hold_expires_at, created_at
      ), participants as (
        insert into booking_participants (booking_id, child_id, first_name, last_name)
        select booking.id, kid.child_id, kid.first_name, kid.last_name
        from booking, (values ${sql.join(rows, sql`, `)}) as kid(child_id, first_name, last_name)
        returning id, booking_id, child_id, first_name, last_name
      )${insertExtras(extras)}
      select state.taken, state."alreadyBooked", state.existing, state."lineWaits",
        state."triedBefore", state."fullExtra",
        ${NEW_BOOKING} as booking
      from state`,
  )
  if (!placed) throw new Error('the booking statement returned nothing')
  return placed
}
