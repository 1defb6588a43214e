import type { AdminDashboard } from '@afc/contracts'
import { DollarSign, Shapes, Store, Users } from 'lucide-react'
import { formatCount, formatRevenue } from '../../lib/format'
import { StatCard, StatCardSkeleton } from './stat-card'

const STAT_GRID = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 xl:grid-cols-4'

export function DashboardStats({ stats }: { stats: AdminDashboard['stats'] }) {
  return (
    <section aria-label="Totals" className={STAT_GRID}>
      <StatCard label="Total Vendors" stat={stats.totalVendors} format={formatCount} icon={Store} />
      <StatCard
        label="Total Activities"
        stat={stats.totalActivities}
        format={formatCount}
        icon={Shapes}
      />
      <StatCard label="Total Users" stat={stats.totalUsers} format={formatCount} icon={Users} />
      <StatCard
        label="Revenue"
        stat={stats.revenueCents}
        format={formatRevenue}
        icon={DollarSign}
      />
    </section>
  )
}

export function DashboardStatsSkeleton() {
  return (
    <div className={STAT_GRID} aria-hidden="true">
      {['vendors', 'activities', 'users', 'revenue'].map((stat) => (
        <StatCardSkeleton key={stat} />
      ))}
    </div>
  )
}
