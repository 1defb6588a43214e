import type { WaitlistEntry } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { fromJson, queryRows } from '../../db/query-rows.ts'
import { positionInLine, shownStatus } from './line.ts'

type Row = {
  id: string
  status: WaitlistEntry['status']
  position: number | null
  quantity: number
  joinedAt: Date | string
  activityId: string
  activityTitle: string
  thumbnailUrl: string | null
  providerId: string
  businessName: string
  sessionId: string
  startsAt: Date | string
  endsAt: Date | string
  timeZone: string
  termId: string | null
  termName: string | null
  participants: WaitlistEntry['participants'] | string
  offerBookingId: string | null
  offerExpiresAt: Date | string | null
  offerAmountCents: number | null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** A family's waiting-list entries as My Bookings shows them: in line first, soonest first. */
export async function selectCustomerEntries(options: {
  db: Database
  customerId: string
  where?: SQL
  now?: Date
}): Promise<WaitlistEntry[]> {
  const { db, customerId, where = sql`true`, now = new Date() } = options
  const rows = await queryRows<Row>(
    db,
    sql`with shown as (
        select w.*, ${shownStatus('w', 'ob', 's', now)} as shown_status,
          ob.hold_expires_at as offer_expires_at, ob.total_amount_cents as offer_amount
        from waitlist_entries w
        join activity_schedules s on s.id = w.schedule_id
        left join bookings ob on ob.id = w.booking_id
        where w.customer_id = ${customerId} and ${where}
      )
      select w.id, w.shown_status as status, w.quantity, w.created_at as "joinedAt",
        case when w.shown_status in ('waiting', 'offered') then ${positionInLine('w', now)} end
          as position,
        a.id as "activityId", a.title as "activityTitle", a.thumbnail_url as "thumbnailUrl",
        v.id as "providerId", v.business_name as "businessName",
        s.id as "sessionId", s.starts_at as "startsAt", s.ends_at as "endsAt",
        coalesce(l.time_zone, 'UTC') as "timeZone", t.id as "termId", t.name as "termName",
        (select coalesce(json_agg(json_build_object('id', wc.child_id, 'firstName', wc.first_name,
            'lastName', wc.last_name) order by wc.first_name, wc.child_id), '[]'::json)
          from waitlist_children wc where wc.entry_id = w.id) as participants,
        case when w.shown_status = 'offered' then w.booking_id end as "offerBookingId",
        case when w.shown_status = 'offered' then w.offer_expires_at end as "offerExpiresAt",
        case when w.shown_status = 'offered' then w.offer_amount end as "offerAmountCents"
      from shown w
      join activity_schedules s on s.id = w.schedule_id
      join activities a on a.id = w.activity_id
      join vendors v on v.id = a.vendor_id
      left join vendor_locations l on l.id = a.location_id
      left join terms t on t.id = w.term_id
      order by (w.shown_status in ('waiting', 'offered')) desc, s.starts_at, w.seq`,
  )
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    position: row.position === null ? null : Number(row.position),
    quantity: Number(row.quantity),
    joinedAt: iso(row.joinedAt),
    activity: { id: row.activityId, title: row.activityTitle, thumbnailUrl: row.thumbnailUrl },
    provider: { id: row.providerId, businessName: row.businessName },
    session: {
      id: row.sessionId,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      timeZone: row.timeZone,
    },
    term: row.termId && row.termName ? { id: row.termId, name: row.termName } : null,
    participants: fromJson(row.participants),
    offer:
      row.offerBookingId && row.offerExpiresAt
        ? {
            bookingId: row.offerBookingId,
            expiresAt: iso(row.offerExpiresAt),
            totalAmountCents: Number(row.offerAmountCents ?? 0),
          }
        : null,
  }))
}
