import type { VendorDashboard } from '@afc/contracts'
import { CalendarClock, DollarSign, Shapes, Users } from 'lucide-react'
import { formatRevenue } from '../../lib/format-revenue'
import { browserTimeZone, formatRelativeDay } from '../../lib/session-time'
import { StatCard, StatCardSkeleton } from './stat-card'

const STAT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4'

export function DashboardStats({ stats }: { stats: VendorDashboard['stats'] }) {
  // The next session carries no venue time zone, so only its day is given, on the provider's
  // own calendar: an hour could be off by the difference between the two zones.
  const next = stats.nextSession
    ? `Next: ${formatRelativeDay(stats.nextSession, browserTimeZone())}`
    : 'None scheduled'
  return (
    <section aria-label="Your numbers" className={STAT_GRID}>
      <StatCard label="Total Activities" value={String(stats.totalActivities)} icon={Shapes} />
      <StatCard
        label="Upcoming Sessions"
        value={String(stats.upcomingSessions)}
        note={next}
        icon={CalendarClock}
      />
      <StatCard label="Total Enrollments" value={String(stats.totalEnrollments)} icon={Users} />
      <StatCard label="Revenue" value={formatRevenue(stats.revenueCents)} icon={DollarSign} />
    </section>
  )
}

export function DashboardStatsSkeleton() {
  return (
    <div className={STAT_GRID} aria-hidden="true">
      {['activities', 'sessions', 'enrollments', 'revenue'].map((stat) => (
        <StatCardSkeleton key={stat} />
      ))}
    </div>
  )
}
