import { type Booking, type bookingListQuerySchema, FREE_CANCELLATION_HOURS } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { fromJson, preparedRows, queryRows } from '../../db/query-rows.ts'
import { pageOf, pageOffset } from '../../lib/pagination.ts'

export type BookingRow = {
  /** A hold whose time has passed, before the tidy-up job has marked it. */
  lapsed: boolean
  id: string
  status: Booking['status']
  quantity: number
  totalAmountCents: number
  paymentStatus: Booking['paymentStatus']
  paidAmountCents: number
  refundedAmountCents: number
  holdExpiresAt: Date | string | null
  createdAt: Date | string
  activityId: string
  activityTitle: string
  thumbnailUrl: string | null
  providerId: string
  businessName: string
  sessionId: string
  startsAt: Date | string
  endsAt: Date | string
  timeZone: string
  locationName: string | null
  address: string | null
  city: string | null
  state: string | null
  zipcode: string | null
  participants: Booking['participants'] | string
  announcements: Booking['announcements'] | string
  rating: number | null
  comment: string | null
  replyText: string | null
  repliedAt: Date | string | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

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
    sql`select b.id, ${lapsed} as lapsed, b.status, b.quantity,
        b.total_amount_cents as "totalAmountCents", b.payment_status as "paymentStatus",
        b.paid_amount_cents as "paidAmountCents", b.refunded_amount_cents as "refundedAmountCents",
        b.hold_expires_at as "holdExpiresAt", b.created_at as "createdAt",
        a.id as "activityId", a.title as "activityTitle", a.thumbnail_url as "thumbnailUrl",
        v.id as "providerId", v.business_name as "businessName",
        s.id as "sessionId", s.starts_at as "startsAt", s.ends_at as "endsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", l.name as "locationName", l.address, l.city,
        l.state, l.zipcode,
        (select coalesce(json_agg(json_build_object('firstName', bp.first_name, 'lastName', bp.last_name)
            order by bp.first_name, bp.id), '[]'::json)
          from booking_participants bp where bp.booking_id = b.id) as participants,
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
      left join reviews r on r.booking_id = b.id
      where b.customer_id = ${customerId} and ${where}
      order by ${order}
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  )
  return rows.map((row) => bookingFromRow(row, now))
}

/** One row of the statement above (or a new booking's, built the same way) as the API shows it. */
export function bookingFromRow(row: BookingRow, now: Date): Booking {
  const cancelDeadline = now.getTime() + FREE_CANCELLATION_HOURS * 3_600_000
  return {
    id: row.id,
    status: row.lapsed ? 'expired' : row.status,
    quantity: Number(row.quantity),
    totalAmountCents: Number(row.totalAmountCents),
    paymentStatus: row.lapsed ? 'none' : row.paymentStatus,
    paidAmountCents: Number(row.paidAmountCents),
    refundedAmountCents: Number(row.refundedAmountCents),
    holdExpiresAt:
      row.status === 'pending' && !row.lapsed && row.holdExpiresAt ? iso(row.holdExpiresAt) : null,
    createdAt: iso(row.createdAt),
    activity: { id: row.activityId, title: row.activityTitle, thumbnailUrl: row.thumbnailUrl },
    provider: { id: row.providerId, businessName: row.businessName },
    session: {
      id: row.sessionId,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      timeZone: row.timeZone,
    },
    // A family that booked may know the street address; the public page stops at the city and ZIP.
    location:
      row.locationName && row.address && row.city && row.state && row.zipcode
        ? {
            name: row.locationName,
            address: row.address,
            city: row.city,
            state: row.state,
            zipcode: row.zipcode,
          }
        : null,
    participants: fromJson(row.participants),
    announcements: fromJson(row.announcements).map((announcement) => ({
      ...announcement,
      createdAt: iso(announcement.createdAt),
    })),
    // A pending hold can always be let go; a confirmed place only while a full refund is due.
    canCancel:
      (row.status === 'pending' && !row.lapsed) ||
      (row.status === 'confirmed' && new Date(row.startsAt).getTime() >= cancelDeadline),
    canReview:
      row.status === 'confirmed' &&
      new Date(row.endsAt).getTime() <= now.getTime() &&
      row.rating === null,
    review:
      row.rating === null
        ? null
        : {
            rating: Number(row.rating),
            comment: row.comment,
            reply:
              row.replyText === null || row.repliedAt === null
                ? null
                : { text: row.replyText, repliedAt: iso(row.repliedAt) },
          },
  }
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
  const where = upcoming ? sql`s.ends_at >= ${now}` : sql`s.ends_at < ${now}`
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
