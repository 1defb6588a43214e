import { type AdminAnalytics, ANALYTICS_MONTHS } from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'

type MonthRow = AdminAnalytics['runDecisions'][number]

/**
 * Terms and single sessions with a minimum that ran or were cancelled for too few places, by the
 * UTC month their decision was recorded, over the last ANALYTICS_MONTHS months up to `now`'s,
 * oldest first; a month without any shows zeros.
 */
export async function runDecisionMonths(options: { db: Database; now: Date }) {
  const { db, now } = options
  const current = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'UTC')`
  const rows = await queryRows<MonthRow>(
    db,
    sql`with months as (
        select generate_series(${current} - ${`${ANALYTICS_MONTHS - 1} months`}::interval,
          ${current}, interval '1 month') as month_start
      )
      select to_char(m.month_start, 'YYYY-MM') as month,
        (count(d.id) filter (where d.decision = 'runs'))::int as ran,
        (count(d.id) filter (where d.decision = 'cancelled'))::int as cancelled
      from months m
      left join run_decisions d on d.created_at >= (m.month_start at time zone 'UTC')
        and d.created_at < ((m.month_start + interval '1 month') at time zone 'UTC')
        and d.created_at <= ${now}
      group by m.month_start
      order by m.month_start`,
  )
  return rows.map((row) => ({
    month: row.month,
    ran: Number(row.ran),
    cancelled: Number(row.cancelled),
  }))
}
