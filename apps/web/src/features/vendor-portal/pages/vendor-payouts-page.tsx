import { Download, Wallet } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/lib/use-document-title'
import { payoutsCsvUrl, useVendorPayouts } from '../api/get-vendor-payouts'
import { VendorDashboardStatsSkeleton } from '../components/dashboard/vendor-dashboard-stats'
import { PaymentConnectionCard } from '../components/payouts/payment-connection-card'
import { PayoutBookingsTable } from '../components/payouts/payout-bookings-table'
import { PayoutDiscountsSection } from '../components/payouts/payout-discounts'
import { PayoutPager } from '../components/payouts/payout-pager'
import { PayoutPeriodsTable } from '../components/payouts/payout-periods-table'
import { PayoutRangeForm } from '../components/payouts/payout-range-form'
import { PayoutTotals } from '../components/payouts/payout-totals'
import { ToCollectSection } from '../components/payouts/to-collect-section'
import { useConnectReturn } from '../components/payouts/use-connect-return'
import { usePayoutFilters } from '../lib/use-payout-filters'

export function VendorPayoutsPage() {
  useDocumentTitle('Payouts')
  const filters = usePayoutFilters()
  const notice = useConnectReturn(filters.connectReturn, filters.forgetConnectReturn)
  const payouts = useVendorPayouts(filters.query)
  const data = payouts.data

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payouts"
        subtitle="What families paid you, less refunds and the platform fee"
        actions={
          data && (
            <Button asChild variant="outline">
              <a href={payoutsCsvUrl({ from: data.from, to: data.to })} download>
                <Download aria-hidden="true" />
                Download CSV
              </a>
            </Button>
          )
        }
      />
      {payouts.isPending && (
        <>
          <LoadingStatus label="Loading your earnings..." />
          <Skeleton className="h-40 w-full rounded-xl" />
          <VendorDashboardStatsSkeleton />
        </>
      )}
      {payouts.isError && (
        <QueryError
          error={payouts.error}
          what="your earnings"
          fallback="Failed to load your earnings. Please try again."
          onRetry={() => void payouts.refetch()}
        />
      )}
      {data && (
        <>
          <PaymentConnectionCard connection={data} notice={notice} />
          <Tabs value={data.period} onValueChange={filters.setPeriod} className="gap-6">
            <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
              <TabsList aria-label="Group earnings by">
                <TabsTrigger value="month">By month</TabsTrigger>
                <TabsTrigger value="week">By week</TabsTrigger>
              </TabsList>
              <PayoutRangeForm
                key={`${data.from}/${data.to}`}
                from={data.from}
                to={data.to}
                onApply={filters.setRange}
              />
            </div>
            <p className="text-muted-foreground text-sm">
              Money counts on the day it moved, on your clock ({data.timeZone}).
            </p>
            <PayoutTotals totals={data.totals} />
            <TabsContent value={data.period} className="space-y-3">
              <h2 className="font-semibold text-xl">
                {data.period === 'month' ? 'By month' : 'By week'}
              </h2>
              <PayoutPeriodsTable payouts={data} />
            </TabsContent>
          </Tabs>
          <ToCollectSection />
          <PayoutDiscountsSection discounts={data.discounts} />
          <section aria-labelledby="bookings-heading" className="space-y-3">
            <h2 id="bookings-heading" className="font-semibold text-xl">
              By booking
            </h2>
            {data.bookings.items.length === 0 ? (
              <EmptyState
                icon={Wallet}
                title="No payments in these dates"
                description="Bookings show up here once families pay for them."
              />
            ) : (
              <>
                <PayoutBookingsTable bookings={data.bookings.items} timeZone={data.timeZone} />
                <PayoutPager
                  page={data.bookings.page}
                  pageCount={data.bookings.pageCount}
                  total={data.bookings.total}
                  onPage={filters.setPage}
                />
              </>
            )}
          </section>
        </>
      )}
    </div>
  )
}
