import {
  ADMIN_RECENT_LIMIT,
  type AdminActivityStatus,
  type AdminDashboard,
  type AdminStat,
  type VendorStatus,
} from '@afc/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { queryRows } from '../../db/query-rows.ts'
import { isoString } from '../../lib/pagination.ts'
import { ADMIN_ACTIVITY_STATUS_SQL } from './activity-status.ts'
import { createFiguresMemo, type FiguresMemo } from './figures-memo.ts'

type StatName = 'vendors' | 'activities' | 'users' | 'revenue'
type StatRow = {
  stat: StatName
  total: number
  last30Days: number
  previous30Days: number
  changePercent: number | null
}

/**
 * The four stat cards in one statement. Each figure is split by creation time into the 30 days
 * up to `now` and the 30 days before; the change is worked out in SQL too.
 */
async function loadStats(db: Database, now: Date): Promise<AdminDashboard['stats']> {
  const rows = await queryRows<StatRow>(
    db,
    sql`with bounds as (
        select ${now.toISOString()}::timestamptz as now,
          ${now.toISOString()}::timestamptz - interval '30 days' as mid,
          ${now.toISOString()}::timestamptz - interval '60 days' as start
      ), figures as (
        select 'vendors' as stat, count(*)::float8 as total,
          count(*) filter (where x.created_at > b.mid and x.created_at <= b.now)::float8 as last,
          count(*) filter (where x.created_at > b.start and x.created_at <= b.mid)::float8 as previous
        from vendors x cross join bounds b
        union all
        select 'activities', count(*)::float8,
          count(*) filter (where x.created_at > b.mid and x.created_at <= b.now)::float8,
          count(*) filter (where x.created_at > b.start and x.created_at <= b.mid)::float8
        from activities x cross join bounds b where x.deleted_at is null
        union all
        select 'users', count(*)::float8,
          count(*) filter (where x.created_at > b.mid and x.created_at <= b.now)::float8,
          count(*) filter (where x.created_at > b.start and x.created_at <= b.mid)::float8
        from "user" x cross join bounds b
        union all
        select 'revenue', coalesce(sum(x.total_amount_cents), 0)::float8,
          coalesce(sum(x.total_amount_cents) filter (where x.created_at > b.mid and x.created_at <= b.now), 0)::float8,
          coalesce(sum(x.total_amount_cents) filter (where x.created_at > b.start and x.created_at <= b.mid), 0)::float8
        from bookings x cross join bounds b where x.status = 'confirmed'
      )
      select stat, total, last as "last30Days", previous as "previous30Days",
        case when previous = 0 then null
          else round(((last - previous) * 100 / previous)::numeric, 1)::float8 end as "changePercent"
      from figures`,
  )
  const stats = Object.fromEntries(
    rows.map((row) => [
      row.stat,
      {
        total: Number(row.total),
        last30Days: Number(row.last30Days),
        previous30Days: Number(row.previous30Days),
        changePercent: row.changePercent === null ? null : Number(row.changePercent),
      },
    ]),
  )
  const figures = stats as Record<StatName, AdminStat>
  return {
    totalVendors: figures.vendors,
    totalActivities: figures.activities,
    totalUsers: figures.users,
    revenueCents: figures.revenue,
  }
}

type RecentVendorRow = {
  id: string
  businessName: string
  registeredAt: Date | string
  status: VendorStatus
}

type RecentActivityRow = {
  id: string
  title: string
  vendorId: string
  businessName: string
  status: AdminActivityStatus
  createdAt: Date | string
}

/**
 * The admin dashboard: real figures with their change against the previous 30 days, from the
 * memo when it holds some younger than a minute; the newest vendors and activities always live.
 */
export async function getAdminDashboard(options: {
  db: Database
  now?: Date
  stats?: FiguresMemo<AdminDashboard['stats']>
}): Promise<AdminDashboard> {
  const { db, now = new Date() } = options
  const statsMemo = options.stats ?? createFiguresMemo<AdminDashboard['stats']>()
  const [stats, vendors, activities] = await Promise.all([
    statsMemo.get(now, (asOf) => loadStats(db, asOf)),
    queryRows<RecentVendorRow>(
      db,
      sql`select v.id, v.business_name as "businessName", v.created_at as "registeredAt", v.status
        from vendors v
        order by v.created_at desc, v.id desc
        limit ${ADMIN_RECENT_LIMIT}`,
    ),
    queryRows<RecentActivityRow>(
      db,
      sql`select a.id, a.title, v.id as "vendorId", v.business_name as "businessName",
          ${ADMIN_ACTIVITY_STATUS_SQL} as status, a.created_at as "createdAt"
        from activities a join vendors v on v.id = a.vendor_id
        where a.deleted_at is null
        order by a.created_at desc nulls last, a.id desc nulls last
        limit ${ADMIN_RECENT_LIMIT}`,
    ),
  ])
  return {
    figuresAsOf: stats.asOf.toISOString(),
    stats: stats.value,
    recentVendors: vendors.map((row) => ({ ...row, registeredAt: isoString(row.registeredAt) })),
    recentActivities: activities.map((row) => ({
      id: row.id,
      title: row.title,
      vendor: { id: row.vendorId, businessName: row.businessName },
      status: row.status,
      createdAt: isoString(row.createdAt),
    })),
  }
}
