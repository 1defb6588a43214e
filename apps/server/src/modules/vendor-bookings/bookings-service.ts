import type { VendorBooking, vendorBookingListQuerySchema } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { ACTIVE_BOOKING_STATUSES } from '../catalog/public-visibility.ts'

type Row = Omit<VendorBooking, 'startsAt' | 'bookedAt' | 'participants'> & {
  startsAt: Date | string
  bookedAt: Date | string
  participants: VendorBooking['participants'] | string
}

/** The bookings of the caller's activities, with participants, filtered on the server. */
export async function listVendorBookings(options: {
  db: Database
  vendorId: string
  query: z.output<typeof vendorBookingListQuerySchema>
  now?: Date
}): Promise<VendorBooking[]> {
  const { db, vendorId, query, now = new Date() } = options
  const when =
    query.when === 'cancelled'
      ? sql`b.status = 'cancelled'`
      : query.when === 'upcoming'
        ? sql`b.status in ${ACTIVE_BOOKING_STATUSES} and s.starts_at >= ${now}`
        : sql`b.status in ${ACTIVE_BOOKING_STATUSES} and s.starts_at < ${now}`
  const rows = await queryRows<Row>(
    db,
    sql`select b.id, a.id as "activityId", a.title as "activityTitle", s.id as "sessionId",
        s.starts_at as "startsAt", coalesce(l.time_zone, 'UTC') as "timeZone", b.status,
        b.quantity, b.total_amount_cents as "totalAmountCents",
        coalesce(nullif(trim(coalesce(up.first_name, '') || ' ' || coalesce(up.last_name, '')), ''), 'Former customer') as "customerName",
        u.email as "customerEmail", b.created_at as "bookedAt",
        (select coalesce(json_agg(json_build_object('firstName', bp.first_name, 'lastName', bp.last_name,
            'notes', c.notes) order by bp.first_name, bp.id), '[]'::json)
          from booking_participants bp left join children c on c.id = bp.child_id
          where bp.booking_id = b.id) as participants
      from bookings b
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations l on l.id = a.location_id
      left join "user" u on u.id = b.customer_id
      left join user_profiles up on up.id = b.customer_id
      where a.vendor_id = ${vendorId} and ${when}
        ${query.activityId ? sql`and a.id = ${query.activityId}` : sql``}
      order by s.starts_at ${query.when === 'upcoming' ? sql`asc` : sql`desc`}, b.created_at
      limit 2000`,
  )
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt).toISOString(),
    bookedAt: new Date(row.bookedAt).toISOString(),
    quantity: Number(row.quantity),
    totalAmountCents: Number(row.totalAmountCents),
    participants:
      typeof row.participants === 'string' ? JSON.parse(row.participants) : row.participants,
  }))
}
