import type { AdminDashboard, AdminStat } from '@afc/contracts'
import { DollarSign, type LucideIcon, Shapes, Store, Users } from 'lucide-react'
import { StatCard, StatCardSkeleton } from '@/components/stat-card'
import { cn } from '@/lib/utils'
import { type ChangeTone, describeChange, formatCount, formatRevenue } from '../../lib/format'

const STAT_GRID = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4 xl:grid-cols-4'

const toneClass: Record<ChangeTone, string> = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  flat: 'text-muted-foreground',
}

/** '+12% vs previous 30 days', read out in full ('Up 12% on the previous 30 days'). */
function ChangeNote({ stat }: { stat: AdminStat }) {
  const change = describeChange(stat)
  return (
    <>
      <span
        className={cn('font-semibold', toneClass[change.tone])}
        title={change.description}
        aria-hidden="true"
      >
        {change.text}
      </span>
      <span className="sr-only">{change.description}</span>
      <span aria-hidden="true"> vs previous 30 days</span>
    </>
  )
}

interface TotalCardProps {
  label: string
  stat: AdminStat
  format: (value: number) => string
  icon: LucideIcon
}

/** A total with its change against the previous 30 days. */
function TotalCard({ label, stat, format, icon }: TotalCardProps) {
  return (
    <StatCard
      label={label}
      value={format(stat.total)}
      note={<ChangeNote stat={stat} />}
      icon={icon}
    />
  )
}

export function AdminDashboardStats({ stats }: { stats: AdminDashboard['stats'] }) {
  return (
    <section aria-label="Totals" className={STAT_GRID}>
      <TotalCard
        label="Total Vendors"
        stat={stats.totalVendors}
        format={formatCount}
        icon={Store}
      />
      <TotalCard
        label="Total Activities"
        stat={stats.totalActivities}
        format={formatCount}
        icon={Shapes}
      />
      <TotalCard label="Total Users" stat={stats.totalUsers} format={formatCount} icon={Users} />
      <TotalCard
        label="Revenue"
        stat={stats.revenueCents}
        format={formatRevenue}
        icon={DollarSign}
      />
    </section>
  )
}

export function AdminDashboardStatsSkeleton() {
  return (
    <div className={STAT_GRID} aria-hidden="true">
      {['vendors', 'activities', 'users', 'revenue'].map((stat) => (
        <StatCardSkeleton key={stat} />
      ))}
    </div>
  )
}
