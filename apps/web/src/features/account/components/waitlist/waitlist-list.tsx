import { ListOrdered } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useWaitlist } from '../../api/get-waitlist'
import { WaitlistCard } from './waitlist-card'

/** The family's waiting-list entries on My Bookings, those still in line first. */
export function WaitlistList() {
  const waitlist = useWaitlist()

  if (waitlist.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your waiting lists...
        </span>
        {[1, 2].map((row) => (
          <Skeleton key={row} className="h-40 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (waitlist.isError) {
    return (
      <QueryError
        error={waitlist.error}
        what="your waiting lists"
        fallback="Failed to load your waiting lists. Please try again."
        onRetry={() => void waitlist.refetch()}
      />
    )
  }
  if (waitlist.data.length === 0) {
    return (
      <EmptyState
        icon={ListOrdered}
        title="You are not on any waiting list"
        description="When a session is full, join its waiting list from Book Now and we will offer you places as they free up."
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
      {waitlist.data.map((entry) => (
        <WaitlistCard key={entry.id} entry={entry} />
      ))}
    </div>
  )
}
