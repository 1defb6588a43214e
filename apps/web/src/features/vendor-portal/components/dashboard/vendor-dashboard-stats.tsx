import type { VendorDashboard } from '@afc/contracts'
import { CalendarClock, DollarSign, Shapes, Users } from 'lucide-react'
import { StatCard, StatCardSkeleton } from '@/components/stat-card'
import { formatRevenue } from '@/lib/money'
import { formatRelativeSessionTime } from '@/lib/session-time'

const STAT_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4'

export function VendorDashboardStats({ stats }: { stats: VendorDashboard['stats'] }) {
  const next = stats.nextSession
    ? `Next: ${formatRelativeSessionTime(stats.nextSession.startsAt, stats.nextSession.timeZone)}`
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
      {/* The card keeps the product's first name for it; the note says the figure is net. */}
      <StatCard
        label="Revenue"
        value={formatRevenue(stats.revenueCents)}
        note="After refunds and the platform fee"
        icon={DollarSign}
      />
    </section>
  )
}

export function VendorDashboardStatsSkeleton() {
  return (
    <div className={STAT_GRID} aria-hidden="true">
      {['activities', 'sessions', 'enrollments', 'revenue'].map((stat) => (
        <StatCardSkeleton key={stat} />
      ))}
    </div>
  )
}
