import { ClipboardList, Download } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadMore } from '@/components/load-more'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { loadedItems } from '@/lib/pages'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorActivities } from '../api/get-vendor-activities'
import { bookingsCsvUrl, useVendorBookings } from '../api/get-vendor-bookings'
import { ActivityFilter } from '../components/activity-filter'
import { BookingsTable } from '../components/bookings/bookings-table'
import { ListRowSkeletons } from '../components/list-row-skeletons'
import { useListFilters } from '../lib/use-list-filters'

const PERIODS = ['upcoming', 'past', 'cancelled'] as const

const EMPTY_TITLES = {
  upcoming: 'No upcoming bookings',
  past: 'No past bookings',
  cancelled: 'No cancelled bookings',
} as const

export function VendorBookingsPage() {
  useDocumentTitle('Bookings')
  const filters = useListFilters(PERIODS)
  const activities = useVendorActivities()
  const query = { when: filters.when, activityId: filters.activityId }
  const bookings = useVendorBookings(query)
  const items = loadedItems(bookings.data)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Bookings"
        subtitle="Who is coming to your sessions, with their notes and payments"
        actions={
          <Button asChild variant="outline">
            <a href={bookingsCsvUrl(query)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <Tabs value={filters.when} onValueChange={filters.setWhen}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <TabsList>
            <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
            <TabsTrigger value="past">Past</TabsTrigger>
            <TabsTrigger value="cancelled">Cancelled</TabsTrigger>
          </TabsList>
          <ActivityFilter
            className="sm:w-72"
            activities={activities.data}
            value={filters.activityId}
            onChange={filters.setActivityId}
          />
        </div>
        <TabsContent value={filters.when} className="pt-4">
          {bookings.isPending && <ListRowSkeletons />}
          {bookings.isError && (
            <ErrorAlert title="Error">
              {failureMessage(bookings.error, 'Failed to load your bookings. Please try again.')}
            </ErrorAlert>
          )}
          {items?.length === 0 && (
            <EmptyState
              icon={ClipboardList}
              title={EMPTY_TITLES[filters.when]}
              description="Bookings show up here as families book your sessions."
            />
          )}
          {items && items.length > 0 && (
            <>
              <BookingsTable bookings={items} />
              <LoadMore
                shown={items.length}
                total={bookings.data?.pages[0]?.total ?? items.length}
                noun="bookings"
                hasMore={bookings.hasNextPage}
                loading={bookings.isFetchingNextPage}
                onLoadMore={() => void bookings.fetchNextPage()}
              />
            </>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}
