import type { PaymentStatus, PayoutBooking } from '@afc/contracts'
import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { familyName } from '../../lib/family-name.ts'
import { isoString } from '../../lib/pagination.ts'
import { EARNINGS_COLUMNS, type EarningsRow, earningsOf } from '../payments/ledger/index.ts'
import type { PayoutWindow } from './payout-window.ts'

type PayoutBookingRow = EarningsRow & {
  bookingId: string
  paidAt: Date | string
  /** paidAt at full precision, so a batch of the CSV starts exactly after the last one. */
  paidAtKey: string
  activityTitle: string
  sessionStartsAt: Date | string
  sessionTimeZone: string
  firstName: string | null
  lastName: string | null
  places: number
  paymentStatus: PaymentStatus
  discountCents: number | string
  code: string | null
}

export type PayoutBookingWithKey = PayoutBooking & { paidAtKey: string }

/** The provider's ledger rows `l` that moved within the window. */
export const ledgerInWindow = (vendorId: string, window: PayoutWindow) =>
  sql`l.vendor_id = ${vendorId} and l.created_at >= ${window.start} and l.created_at < ${window.end}`

/** The current discount lines `pl` of a booking (ADR 43): every line but a price or an extra. */
export const DISCOUNT_LINE = sql`pl.replaced_at is null and pl.kind not in ('base', 'extra')`

/**
 * Each booking with money moved in the window and what moved for it there, latest payment first.
 * Bookings are the provider's by the ledger's own vendor column, so another provider's booking
 * never shows. `slice` is a page (offset) or a batch after a row already read (after).
 */
export async function readPayoutBookings(options: {
  db: Database
  vendorId: string
  window: PayoutWindow
  limit: number
  offset?: number
  after?: PayoutBookingWithKey | undefined
}): Promise<PayoutBookingWithKey[]> {
  const { db, vendorId, window, limit, after } = options
  const afterRow: SQL = after
    ? sql`where (r."paidAt", r.booking_id) < (${after.paidAtKey}::timestamptz, ${after.bookingId}::uuid)`
    : sql``
  const rows = await queryRows<PayoutBookingRow>(
    db,
    sql`with moved as (
        select l.booking_id, ${EARNINGS_COLUMNS},
          min(l.created_at) filter (where l.kind = 'payment') as paid_in_window,
          min(l.created_at) as first_moved
        from ledger_entries l where ${ledgerInWindow(vendorId, window)}
        group by l.booking_id
      ), r as (
        -- coalesce stops at its first value: only a booking refunded in the window but paid
        -- before it looks its payment up.
        select m.*, coalesce(m.paid_in_window, (select min(p.created_at) from ledger_entries p
            where p.booking_id = m.booking_id and p.kind = 'payment'), m.first_moved) as "paidAt"
        from moved m
      ), slice as (
        -- The page is cut before the joins, which then run for its rows only.
        select * from r ${afterRow}
        order by r."paidAt" desc, r.booking_id desc
        limit ${limit} offset ${options.offset ?? 0}
      )
      select r.booking_id as "bookingId", r."paidAt", r."paidAt"::text as "paidAtKey",
        r."grossCents", r."feeCents", r."refundedCents", r.payments,
        a.title as "activityTitle", s.starts_at as "sessionStartsAt",
        coalesce(loc.time_zone, 'UTC') as "sessionTimeZone",
        up.first_name as "firstName", up.last_name as "lastName",
        b.quantity as places, b.payment_status as "paymentStatus",
        (select coalesce(-sum(pl.amount_cents), 0)::float8 from booking_price_lines pl
          where pl.booking_id = r.booking_id and ${DISCOUNT_LINE}) as "discountCents",
        (select c.code from booking_price_lines pl join promo_codes c on c.id = pl.code_id
          where pl.booking_id = r.booking_id and pl.replaced_at is null limit 1) as code
      from slice r
      join bookings b on b.id = r.booking_id
      join activities a on a.id = b.activity_id
      join activity_schedules s on s.id = b.schedule_id
      left join vendor_locations loc on loc.id = a.location_id
      left join user_profiles up on up.id = b.customer_id
      order by r."paidAt" desc, r.booking_id desc`,
  )
  return rows.map((row) => {
    const money = earningsOf(row)
    return {
      bookingId: row.bookingId,
      paidAt: isoString(row.paidAt),
      paidAtKey: row.paidAtKey,
      activityTitle: row.activityTitle,
      sessionStartsAt: isoString(row.sessionStartsAt),
      sessionTimeZone: row.sessionTimeZone,
      familyName: familyName(row.firstName, row.lastName),
      places: Number(row.places),
      paidCents: money.grossCents,
      feeCents: money.feeCents,
      refundedCents: money.refundedCents,
      netCents: money.netCents,
      paymentStatus: row.paymentStatus,
      discountCents: Number(row.discountCents),
      code: row.code,
    }
  })
}
