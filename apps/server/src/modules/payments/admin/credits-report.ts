import type { AdminCreditsReport } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { queryRows } from '../../../db/query-rows.ts'
import { takesPlaces } from '../../bookings/index.ts'
import { creditLeft } from '../ledger/index.ts'

type Row = AdminCreditsReport['rows'][number]

/**
 * Every credit given, by whom it is with (each provider, and the platform), to the cent from the
 * rows: spent by bookings that take places, expired unspent, and outstanding (still to spend).
 */
export async function creditsReport(options: {
  db: Database
  now?: Date
}): Promise<AdminCreditsReport> {
  const { db, now = new Date() } = options
  const rows = await queryRows<Row>(
    db,
    sql`select c.vendor_id as "providerId", v.business_name as "providerName",
        sum(c.amount_cents)::float8 as "grantedCents",
        sum(c.amount_cents - c.left_cents)::float8 as "spentCents",
        coalesce(sum(c.left_cents) filter (where c.expires_at <= ${now}), 0)::float8 as "expiredCents",
        coalesce(sum(c.left_cents) filter (where c.expires_at > ${now}), 0)::float8 as "outstandingCents",
        count(distinct c.customer_id) filter (where c.expires_at > ${now} and c.left_cents > 0)::int
          as families
      from (select g.*, ${creditLeft('g', takesPlaces('b', now))} as left_cents
        from account_credits g where g.kind = 'granted') c
      left join vendors v on v.id = c.vendor_id
      group by c.vendor_id, v.business_name
      order by c.vendor_id is not null, v.business_name, c.vendor_id`,
  )
  const numbers = rows.map((row) => ({
    ...row,
    grantedCents: Number(row.grantedCents),
    spentCents: Number(row.spentCents),
    expiredCents: Number(row.expiredCents),
    outstandingCents: Number(row.outstandingCents),
    families: Number(row.families),
  }))
  const total = (key: 'grantedCents' | 'spentCents' | 'expiredCents' | 'outstandingCents') =>
    numbers.reduce((sum, row) => sum + row[key], 0)
  return {
    rows: numbers,
    totals: {
      grantedCents: total('grantedCents'),
      spentCents: total('spentCents'),
      expiredCents: total('expiredCents'),
      outstandingCents: total('outstandingCents'),
    },
  }
}
