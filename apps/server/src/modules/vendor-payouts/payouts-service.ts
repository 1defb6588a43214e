import type { AdminPageQuery, PayoutRange, VendorPayouts, VendorPayoutsQuery } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { batchesAfter, pageOf, pageOffset } from '../../lib/pagination.ts'
import { EARNINGS_COLUMNS, type EarningsRow, earningsOf } from '../payments/ledger/index.ts'
import { ledgerInWindow, type PayoutBookingWithKey, readPayoutBookings } from './payout-bookings.ts'
import { payoutDiscounts } from './payout-discounts.ts'
import { type PayoutWindow, payoutWindow, periodStarts } from './payout-window.ts'

type PayoutsQuery = AdminPageQuery & Required<Pick<VendorPayoutsQuery, 'period'>> & PayoutRange

/**
 * Each batch adds the window up again before cutting its rows, so batches are large: reading
 * 20,000 bookings took 0.7-1.4 s in batches of 2000 and 2-4 s in batches of 500 (PostgreSQL).
 */
const CSV_BATCH = 2000

/** The provider's clock: their primary venue's zone (any venue's, else UTC). */
export async function providerTimeZone(db: Database, vendorId: string) {
  const [row] = await queryRows<{ timeZone: string }>(
    db,
    sql`select time_zone as "timeZone" from vendor_locations where vendor_id = ${vendorId}
      order by is_primary desc, created_at limit 1`,
  )
  return row?.timeZone ?? 'UTC'
}

/** The window asked for, on the provider's clock; 400 in words for a range it cannot take. */
export async function payoutWindowFor(options: {
  db: Database
  vendorId: string
  range: PayoutRange
  now?: Date
}): Promise<PayoutWindow> {
  const timeZone = await providerTimeZone(options.db, options.vendorId)
  return payoutWindow({ ...options.range, timeZone, now: options.now ?? new Date() })
}

/** Earnings for the window: totals, one row per period, one page of bookings, the discounts. */
export async function getVendorPayouts(options: {
  db: Database
  vendorId: string
  query: PayoutsQuery
  now?: Date
}): Promise<Omit<VendorPayouts, 'paymentAccountStatus' | 'testMode'>> {
  const { db, vendorId, query } = options
  const window = await payoutWindowFor({ db, vendorId, range: query, now: options.now })
  const inWindow = ledgerInWindow(vendorId, window)
  const [periodRows, [counted], bookings, discounts] = await Promise.all([
    queryRows<EarningsRow & { periodStart: string }>(
      db,
      sql`select to_char(date_trunc(${query.period}, l.created_at at time zone ${window.timeZone}),
          'YYYY-MM-DD') as "periodStart", ${EARNINGS_COLUMNS}
        from ledger_entries l where ${inWindow}
        group by 1`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(distinct l.booking_id)::int as total from ledger_entries l where ${inWindow}`,
    ),
    readPayoutBookings({ db, vendorId, window, limit: query.limit, offset: pageOffset(query) }),
    payoutDiscounts({ db, vendorId, window }),
  ])
  const byStart = new Map(periodRows.map((row) => [row.periodStart, row]))
  const periods = periodStarts(window, query.period).map((periodStart) => ({
    periodStart,
    ...earningsOf(byStart.get(periodStart)),
  }))
  return {
    timeZone: window.timeZone,
    period: query.period,
    from: window.from,
    to: window.to,
    totals: periods.reduce(
      (sum, row) => ({
        grossCents: sum.grossCents + row.grossCents,
        feeCents: sum.feeCents + row.feeCents,
        refundedCents: sum.refundedCents + row.refundedCents,
        netCents: sum.netCents + row.netCents,
        payments: sum.payments + row.payments,
      }),
      earningsOf(undefined),
    ),
    periods,
    bookings: pageOf({
      items: bookings.map(({ paidAtKey: _key, ...booking }) => booking),
      total: Number(counted?.total ?? 0),
      query,
    }),
    discounts,
  }
}

/** Every booking of the window for the CSV, read in short batches as the download goes. */
export function allPayoutBookings(options: {
  db: Database
  vendorId: string
  window: PayoutWindow
}) {
  return batchesAfter<PayoutBookingWithKey>({
    size: CSV_BATCH,
    read: (after, limit) => readPayoutBookings({ ...options, after, limit }),
  })
}
