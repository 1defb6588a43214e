import { CalendarHeart, History } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { LoadMore } from '@/components/load-more'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { loadedItems } from '@/lib/pages'
import { type BookingPeriod, useBookings } from '../../api/get-bookings'
import { BookingCard } from './booking-card'

const empty = {
  upcoming: {
    icon: CalendarHeart,
    title: 'No upcoming bookings',
    description: 'Find a class, course or event your children will love and book a place.',
  },
  past: {
    icon: History,
    title: 'No past bookings yet',
    description: 'Activities you have booked show up here once they have taken place.',
  },
} as const

export function BookingList({ when }: { when: BookingPeriod }) {
  const bookings = useBookings(when)

  if (bookings.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your bookings...
        </span>
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-48 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (bookings.isError) {
    return (
      <QueryError
        error={bookings.error}
        what="your bookings"
        fallback="Failed to load your bookings. Please try again."
        onRetry={() => void bookings.refetch()}
      />
    )
  }
  const items = loadedItems(bookings.data) ?? []
  if (items.length === 0) {
    return (
      <EmptyState
        {...empty[when]}
        action={
          <Button asChild>
            <Link to="/activities">Browse activities</Link>
          </Button>
        }
      />
    )
  }
  return (
    <div className="grid gap-4">
      {items.map((booking) => (
        <BookingCard key={booking.id} booking={booking} when={when} />
      ))}
      <LoadMore
        shown={items.length}
        total={bookings.data.pages[0]?.total ?? items.length}
        noun="bookings"
        hasMore={bookings.hasNextPage}
        loading={bookings.isFetchingNextPage}
        onLoadMore={() => void bookings.fetchNextPage()}
      />
    </div>
  )
}
