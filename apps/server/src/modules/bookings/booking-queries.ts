import type { Booking, bookingListQuerySchema } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { preparedRows, queryRows } from '../../db/query-rows.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'
import { type BookingRow, bookingFromRow } from './booking-answer.ts'
import { CREDIT_COLUMNS } from './credit-answer.ts'
import { joiningOpen } from './joining-open.ts'
import { coversSession, takesPlaces } from './places-taken.ts'
import { PLAN_COLUMN } from './plan-answer.ts'
import { currentLines } from './price-lines.ts'
import { withAlternatives } from './run-cancelled-answer.ts'

/** When the last session the booking `b` covers ends (its one session's, `s`, for most). */
export const lastEnd = sql`coalesce((select max(ls.ends_at) from activity_schedules ls
    where b.kind = 'term' and not ls.is_cancelled and ${coversSession('b', 'ls')}), s.ends_at)`

/** The sessions `b` covers, cancelled ones and make-ups included, in order. */
const coveredSessions = sql`(select coalesce(json_agg(json_build_object('id', cs.id,
      'startsAt', cs.starts_at, 'endsAt', cs.ends_at, 'isCancelled', cs.is_cancelled,
      'makesUpFor', mu.starts_at) order by cs.starts_at, cs.id), '[]'::json)
    from activity_schedules cs left join activity_schedules mu on mu.id = cs.makes_up_for
    where ${coversSession('b', 'cs')})`

const bookedExtras = sql`(select coalesce(json_agg(json_build_object('name', e.name,
      'firstName', bp.first_name, 'pricePer', be.price_per, 'amountCents', be.amount_cents,
      'unitPriceCents', be.unit_price_cents) order by bp.first_name, e.name), '[]'::json)
    from booking_extras be join term_extras e on e.id = be.extra_id
    join booking_participants bp on bp.id = be.participant_id
    where be.booking_id = b.id)`

/**
 * The record of the cancellation for too few places that ended the booking `b`: its term's, or
 * its single session's (a session of a term is decided with its term). A booking the family had
 * cancelled before that was not ended by it.
 */
const runCancelled = sql`case when b.status = 'cancelled' then
    (select json_build_object('minPlaces', rd.min_places, 'confirmedPlaces', rd.confirmed_places,
        'decidedAt', rd.created_at)
      from run_decisions rd
      where rd.decision = 'cancelled' and (rd.term_id = b.term_id or rd.schedule_id = b.schedule_id)
        and b.cancelled_at >= rd.created_at)
  end`

/**
 * For a confirmed trial whose term still takes families: its first child not yet enrolled in the
 * term, and the term's sessions after the trial (or after now, once the trial is over).
 */
function restOfTerm(now: Date) {
  return sql`case when b.kind = 'trial' and b.status = 'confirmed' and t.cancelled_at is null
      and ${joiningOpen('t', sql`coalesce(l.time_zone, 'UTC')`, now)} then
    (select json_build_object('termId', t.id, 'termName', t.name, 'childId', bp.child_id,
        'childFirstName', bp.first_name, 'termPriceCents', t.price_cents,
        'sessionCount', (select count(*) from activity_schedules rs
          where rs.term_id = t.id and not rs.is_cancelled),
        'sessionsLeft', (select count(*) from activity_schedules rs
          where rs.term_id = t.id and not rs.is_cancelled and rs.starts_at > greatest(${now}, s.starts_at)))
      from booking_participants bp
      where bp.booking_id = b.id and bp.child_id is not null
        and not exists (select 1 from booking_participants ep
          join bookings eb on eb.id = ep.booking_id
          where ep.child_id = bp.child_id and eb.term_id = t.id and eb.kind = 'term'
            and ${takesPlaces('eb', now)})
      order by bp.first_name, bp.id limit 1)
    end`
}

/** A customer's bookings with everything My Bookings shows, in one statement. */
export async function selectCustomerBookings(options: {
  db: Database
  customerId: string
  where: SQL
  order?: SQL
  now?: Date
  page?: { limit: number; offset: number }
}): Promise<Booking[]> {
  const {
    db,
    customerId,
    where,
    order = sql`s.starts_at asc, b.id`,
    now = new Date(),
    page,
  } = options
  // A hold reads as expired from its moment on, before the tidy-up job has marked it.
  const lapsed = sql`(b.status = 'pending' and b.hold_expires_at <= ${now})`
  const rows = await preparedRows<BookingRow>(
    db,
    'customer-bookings',
    sql`select b.id, ${lapsed} as lapsed, b.kind, b.term_id as "termId", t.name as "termName",
        t.is_camp as "isCamp", t.withdrawal, b.term_price_cents as "termPriceCents",
        b.term_session_count as "termSessionCount", b.status, b.quantity,
        b.total_amount_cents as "totalAmountCents", b.payment_status as "paymentStatus",
        b.paid_amount_cents as "paidAmountCents", b.refunded_amount_cents as "refundedAmountCents",
        b.hold_expires_at as "holdExpiresAt", b.created_at as "createdAt",
        a.id as "activityId", a.title as "activityTitle", a.thumbnail_url as "thumbnailUrl",
        v.id as "providerId", v.business_name as "businessName",
        s.id as "sessionId", s.starts_at as "startsAt", s.ends_at as "endsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", l.name as "locationName", l.address, l.city,
        l.state, l.zipcode,
        (select coalesce(json_agg(json_build_object('id', bp.id, 'firstName', bp.first_name,
            'lastName', bp.last_name) order by bp.first_name, bp.id), '[]'::json)
          from booking_participants bp where bp.booking_id = b.id) as participants,
        ${currentLines(sql`b.id`)} as "priceLines", ${coveredSessions} as sessions, ${bookedExtras} as extras, ${restOfTerm(now)} as "restOfTerm",
        ${runCancelled} as "runCancelled", ${CREDIT_COLUMNS}, ${PLAN_COLUMN},
        (select coalesce(json_agg(json_build_object('id', an.id, 'message', an.message,
            'providerName', v.business_name, 'createdAt', an.created_at)
            order by an.created_at desc, an.id), '[]'::json)
          from announcement_recipients ar join announcements an on an.id = ar.announcement_id
          where ar.booking_id = b.id) as announcements,
        r.rating, r.comment, r.vendor_reply as "replyText", r.replied_at as "repliedAt"
      from bookings b
      join activities a on a.id = b.activity_id
      join vendors v on v.id = a.vendor_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join terms t on t.id = b.term_id
      left join reviews r on r.booking_id = b.id
      where b.customer_id = ${customerId} and ${where}
      order by ${order}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
  return withAlternatives({ db, bookings: rows.map((row) => bookingFromRow(row, now)), now })
}

/** My Bookings a page at a time: upcoming soonest first, past latest first. */
export async function listCustomerBookings(options: {
  db: Database
  customerId: string
  query: z.output<typeof bookingListQuerySchema>
  now?: Date
}) {
  const { db, customerId, query, now = new Date() } = options
  const upcoming = query.when === 'upcoming'
  // An enrolment is upcoming until its last session ends.
  const where = upcoming ? sql`${lastEnd} >= ${now}` : sql`${lastEnd} < ${now}`
  const [items, [counted]] = await Promise.all([
    selectCustomerBookings({
      db,
      customerId,
      where,
      order: upcoming ? sql`s.starts_at asc, b.id asc` : sql`s.starts_at desc, b.id desc`,
      now,
      page: { limit: query.limit, offset: pageOffset(query) },
    }),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from bookings b
        join activity_schedules s on s.id = b.schedule_id
        where b.customer_id = ${customerId} and ${where}`,
    ),
  ])
  return pageOf({ items, total: Number(counted?.total ?? 0), query })
}
