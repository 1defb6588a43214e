import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth-context'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorDashboard } from '../api/get-vendor-dashboard'
import { DashboardListsSkeleton } from '../components/dashboard/dashboard-lists-skeleton'
import { DashboardStats, DashboardStatsSkeleton } from '../components/dashboard/dashboard-stats'
import { PopularActivitiesCard } from '../components/dashboard/popular-activities-card'
import { UpcomingBookingsCard } from '../components/dashboard/upcoming-bookings-card'
import { ErrorAlert } from '../components/error-alert'
import { LoadingStatus } from '../components/loading-status'

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
          <DashboardStatsSkeleton />
          <div className="grid gap-6 lg:grid-cols-2">
            <DashboardListsSkeleton />
          </div>
        </>
      )}
      {dashboard.isError && (
        <ErrorAlert title="Error">
          <p>
            {failureMessage(
              dashboard.error,
              'Failed to load your dashboard. Please try again later.',
            )}
          </p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      )}
      {dashboard.data && (
        <>
          <DashboardStats stats={dashboard.data.stats} />
          <div className="grid gap-6 lg:grid-cols-2">
            <UpcomingBookingsCard bookings={dashboard.data.upcomingBookings} />
            <PopularActivitiesCard activities={dashboard.data.popularActivities} />
          </div>
        </>
      )}
    </div>
  )
}
