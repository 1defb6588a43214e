import type { ActivityListResponse } from '@afc/contracts'
import { CircleAlert, SearchX } from 'lucide-react'
import { type ComponentProps, useRef } from 'react'
import { Link } from 'react-router'
import { ActivityGrid, ActivityGridSkeleton } from '@/components/activity-grid'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { type ActivityFilters, serializeActivityFilters } from '../lib/activity-filters'
import { ResultsPager } from './results-pager'
import { ShowMore } from './show-more'

const columns = 'sm:grid-cols-2 xl:grid-cols-3'
/** The first row at the widest layout (three columns). */
const FIRST_ROW = 3
const SKELETON_CARDS = 6

interface ActivityResultsProps {
  filters: ActivityFilters
  data: ActivityListResponse | undefined
  error: Error | null
  /** Showing the previous filters' results while the new ones load. */
  isUpdating: boolean
  onRetry: () => void
  onClearAll: () => void
  /** On phones: 'Show more' under the cards instead of numbered pages. */
  more?: Omit<ComponentProps<typeof ShowMore>, 'shown' | 'total' | 'gridRef' | 'onRetry'>
}

export function ActivityResults({
  filters,
  data,
  error,
  isUpdating,
  onRetry,
  onClearAll,
  more,
}: ActivityResultsProps) {
  const gridRef = useRef<HTMLDivElement>(null)
  if (!data && error) {
    return (
      <div role="alert">
        <EmptyState
          icon={CircleAlert}
          title="We couldn't load activities"
          description={error.message}
          action={<Button onClick={onRetry}>Try again</Button>}
        />
      </div>
    )
  }
  if (!data) {
    return (
      <ActivityGridSkeleton count={SKELETON_CARDS} label="Loading activities" className={columns} />
    )
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="No activities found"
        description="Try adjusting your filters or search criteria."
        action={<Button onClick={onClearAll}>Clear All Filters</Button>}
      />
    )
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title="This page is past the last result"
        action={
          <Button asChild>
            <Link to={{ search: serializeActivityFilters({ ...filters, page: 1 }).toString() }}>
              Back to the first page
            </Link>
          </Button>
        }
      />
    )
  }
  return (
    <div
      aria-busy={isUpdating}
      className={cn('space-y-10 transition-opacity', isUpdating && 'opacity-60')}
    >
      <div ref={gridRef}>
        <ActivityGrid activities={data.items} className={columns} priorityCount={FIRST_ROW} />
      </div>
      {more ? (
        <ShowMore
          {...more}
          shown={data.items.length}
          total={data.total}
          gridRef={gridRef}
          onRetry={onRetry}
        />
      ) : (
        <ResultsPager filters={filters} pageCount={data.pageCount} />
      )}
    </div>
  )
}
