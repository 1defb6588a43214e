import {
  type AdminAnalytics,
  ANALYTICS_TOP_LIMIT,
  ANALYTICS_WAITLIST_LIMIT,
  ANALYTICS_WEEKS,
  type CategorySlug,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { inLine } from '../waitlist/index.ts'
import { runDecisionMonths } from './run-decision-months.ts'

type WeekRow = { weekStart: string; bookings: number; revenueCents: number; newUsers: number }
type CategoryRow = { slug: CategorySlug; name: string; bookings: number; revenueCents: number }
type ProviderRow = { id: string; businessName: string; bookings: number; revenueCents: number }
type WaitingRow = AdminAnalytics['waitingLists'][number]

/**
 * The 12 weeks as UTC wall-clock timestamps (Monday 00:00), from the oldest to the current week;
 * `period` is the same span as instants, for filtering timestamptz columns.
 */
function weekBounds(now: Date) {
  const current = sql`date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC')`
  const first = sql`(${current} - ${`${ANALYTICS_WEEKS - 1} weeks`}::interval)`
  return {
    series: sql`generate_series(${first}, ${current}, interval '1 week')`,
    from: sql`(${first} at time zone 'UTC')`,
    until: sql`((${current} + interval '1 week') at time zone 'UTC')`,
  }
}

/**
 * Weekly bookings, revenue and sign-ups, the top categories and providers, the longest waiting
 * lists and the monthly outcomes of minimums to run, all in SQL.
 */
export async function getAdminAnalytics(options: {
  db: Database
  now?: Date
}): Promise<Omit<AdminAnalytics, 'figuresAsOf'>> {
  const { db, now = new Date() } = options
  const weeks = weekBounds(now)
  const activeInPeriod = sql`b.status = 'confirmed'
    and b.created_at >= ${weeks.from} and b.created_at < ${weeks.until}`
  const [weekRows, categoryRows, providerRows, waitingRows, runDecisions] = await Promise.all([
    queryRows<WeekRow>(
      db,
      sql`with weeks as (
          select ${weeks.series} as week_start
        ), booked as (
          select date_trunc('week', b.created_at at time zone 'UTC') as week_start,
            count(*)::int as bookings, sum(b.total_amount_cents)::float8 as revenue
          from bookings b where ${activeInPeriod}
          group by 1
        ), joined as (
          select date_trunc('week', u.created_at at time zone 'UTC') as week_start, count(*)::int as users
          from "user" u where u.created_at >= ${weeks.from} and u.created_at < ${weeks.until}
          group by 1
        )
        select to_char(w.week_start, 'YYYY-MM-DD') as "weekStart",
          coalesce(booked.bookings, 0) as bookings, coalesce(booked.revenue, 0) as "revenueCents",
          coalesce(joined.users, 0) as "newUsers"
        from weeks w
        left join booked on booked.week_start = w.week_start
        left join joined on joined.week_start = w.week_start
        order by w.week_start`,
    ),
    // A booking of an activity in two categories counts for both.
    queryRows<CategoryRow>(
      db,
      sql`select c.slug, c.name, count(*)::int as bookings,
          sum(b.total_amount_cents)::float8 as "revenueCents"
        from bookings b
        join activity_categories ac on ac.activity_id = b.activity_id
        join categories c on c.id = ac.category_id
        where ${activeInPeriod}
        group by c.id, c.slug, c.name
        order by bookings desc, "revenueCents" desc, c.slug
        limit ${ANALYTICS_TOP_LIMIT}`,
    ),
    queryRows<ProviderRow>(
      db,
      sql`select v.id, v.business_name as "businessName", count(*)::int as bookings,
          sum(b.total_amount_cents)::float8 as "revenueCents"
        from bookings b
        join activities a on a.id = b.activity_id
        join vendors v on v.id = a.vendor_id
        where ${activeInPeriod}
        group by v.id, v.business_name
        order by bookings desc, "revenueCents" desc, v.business_name collate "C", v.id
        limit ${ANALYTICS_TOP_LIMIT}`,
    ),
    // A family waiting for two sessions of one activity is one family there, as are its children.
    queryRows<WaitingRow>(
      db,
      sql`select a.id as "activityId", a.title, v.business_name as "businessName",
          count(distinct w.customer_id)::int as families, count(distinct wc.child_id)::int as children
        from waitlist_entries w
        join activity_schedules s on s.id = w.schedule_id
        join activities a on a.id = w.activity_id
        join vendors v on v.id = a.vendor_id
        left join bookings b on b.id = w.booking_id
        left join waitlist_children wc on wc.entry_id = w.id
        where ${inLine('w', 'b', now)} and not s.is_cancelled and s.starts_at > ${now}
        group by a.id, a.title, v.business_name
        order by families desc, children desc, a.title collate "C", a.id
        limit ${ANALYTICS_WAITLIST_LIMIT}`,
    ),
    runDecisionMonths({ db, now }),
  ])
  const numbers = <Row extends { bookings: number; revenueCents: number }>(row: Row) => ({
    ...row,
    bookings: Number(row.bookings),
    revenueCents: Number(row.revenueCents),
  })
  return {
    weeks: weekRows.map((row) => ({ ...numbers(row), newUsers: Number(row.newUsers) })),
    topCategories: categoryRows.map(numbers),
    topProviders: providerRows.map(numbers),
    waitingLists: waitingRows.map((row) => ({
      ...row,
      families: Number(row.families),
      children: Number(row.children),
    })),
    runDecisions,
  }
}
