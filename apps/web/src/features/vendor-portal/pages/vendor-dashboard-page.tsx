import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useAuth } from '@/lib/auth-context'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorDashboard } from '../api/get-vendor-dashboard'
import { BelowMinimumCard } from '../components/dashboard/below-minimum-card'
import { DashboardListsSkeleton } from '../components/dashboard/dashboard-lists-skeleton'
import { PopularActivitiesCard } from '../components/dashboard/popular-activities-card'
import { UpcomingBookingsCard } from '../components/dashboard/upcoming-bookings-card'
import {
  VendorDashboardStats,
  VendorDashboardStatsSkeleton,
} from '../components/dashboard/vendor-dashboard-stats'
import { WaitingListsCard } from '../components/dashboard/waiting-lists-card'
import { PaymentsNeededNotice } from '../components/payouts/payments-needed-notice'

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard')
  const { session } = useAuth()
  const dashboard = useVendorDashboard()
  const businessName = session?.vendor?.businessName

  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        subtitle={businessName ? `How ${businessName} is doing at a glance` : undefined}
      />
      {dashboard.isPending && (
        <>
          <LoadingStatus label="Loading your dashboard..." />
          <VendorDashboardStatsSkeleton />
          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardListsSkeleton />
          </div>
        </>
      )}
      {dashboard.isError && (
        <QueryError
          error={dashboard.error}
          what="your dashboard"
          fallback="Failed to load your dashboard. Please try again later."
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {dashboard.data && (
        <>
          <PaymentsNeededNotice payments={dashboard.data.payments} />
          <VendorDashboardStats stats={dashboard.data.stats} />
          <div className="grid gap-6 lg:grid-cols-2">
            <UpcomingBookingsCard bookings={dashboard.data.upcomingBookings} />
            <PopularActivitiesCard activities={dashboard.data.popularActivities} />
            <WaitingListsCard sessions={dashboard.data.waitingLists} />
            <BelowMinimumCard items={dashboard.data.belowMinimum} />
          </div>
        </>
      )}
    </div>
  )
}
