import { lazy, Suspense, useState } from 'react'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { cn } from '@/lib/utils'
import { useAdminAnalytics } from '../api/get-admin-analytics'
import { AnalyticsTables } from '../components/analytics/analytics-tables'
import { RunDecisionsTable } from '../components/analytics/run-decisions-table'
import { WaitingListsTable } from '../components/analytics/waiting-lists-table'
import { FiguresAsOf } from '../components/figures-as-of'

// recharts is large: it loads with this page's charts, never with the rest of the admin area.
const AnalyticsCharts = lazy(() =>
  import('../components/analytics/analytics-charts').then((module) => ({
    default: module.AnalyticsCharts,
  })),
)

function ChartsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden="true" data-testid="charts-skeleton">
      {['bookings', 'revenue', 'users', 'categories'].map((chart) => (
        <Skeleton key={chart} className="h-80 w-full rounded-xl" />
      ))}
    </div>
  )
}

export function AdminAnalyticsPage() {
  useDocumentTitle('Analytics')
  const analytics = useAdminAnalytics()
  // The tables are always in the page for screen readers; this shows them on screen too.
  const [showTables, setShowTables] = useState(false)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics"
        subtitle="Bookings, revenue and sign-ups over the last 12 weeks"
        actions={
          <Button
            variant="outline"
            aria-pressed={showTables}
            onClick={() => setShowTables((shown) => !shown)}
          >
            {showTables ? 'Hide tables' : 'Show as tables'}
          </Button>
        }
      />
      {analytics.isPending && (
        <>
          <LoadingStatus label="Loading analytics..." />
          <ChartsSkeleton />
        </>
      )}
      {analytics.isError && (
        <QueryError error={analytics.error} what="the analytics" onRetry={analytics.refetch} />
      )}
      {analytics.data && (
        <>
          <FiguresAsOf iso={analytics.data.figuresAsOf} />
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts analytics={analytics.data} />
          </Suspense>
          {/* Hidden tables do not scroll: a scroll box nobody sees would be an empty tab stop. */}
          <div
            className={cn(
              !showTables && 'sr-only [&_[data-slot=table-container]]:overflow-visible',
            )}
          >
            <AnalyticsTables analytics={analytics.data} shown={showTables} />
          </div>
          <WaitingListsTable lines={analytics.data.waitingLists} />
          <RunDecisionsTable months={analytics.data.runDecisions} />
        </>
      )}
    </div>
  )
}
