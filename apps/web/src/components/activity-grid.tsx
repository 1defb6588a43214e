import type { ActivitySummary } from '@afc/contracts'
import { cn } from '@/lib/utils'
import { ActivityCard } from './activity-card'
import { Skeleton } from './ui/skeleton'

interface ActivityGridProps {
  activities: ActivitySummary[]
  /** Column classes for the place the grid sits in (a sidebar leaves room for fewer). */
  className?: string
  /**
   * How many cards from the start have their photo fetched at once: the first row at the
   * widest layout, whose first photo is usually the largest thing the page paints.
   */
  priorityCount?: number
}

const defaultColumns = 'sm:grid-cols-2 lg:grid-cols-3'

export function ActivityGrid({
  activities,
  className = defaultColumns,
  priorityCount = 0,
}: ActivityGridProps) {
  return (
    <ul className={cn('grid gap-6', className)}>
      {activities.map((activity, index) => (
        // min-w-0: a long term name is cut short on the card, not allowed to widen the column.
        <li key={activity.id} className="flex min-w-0">
          <ActivityCard activity={activity} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}

interface ActivityGridSkeletonProps {
  count: number
  /** What is loading, for screen readers. */
  label: string
  className?: string
}

/** Card-shaped placeholders while activities load. */
export function ActivityGridSkeleton({
  count,
  label,
  className = defaultColumns,
}: ActivityGridSkeletonProps) {
  return (
    <div role="status" className={cn('grid gap-6', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, slot) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity
          key={slot}
          className="overflow-hidden rounded-2xl border bg-card shadow-sm"
        >
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-3 p-4">
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <div className="flex justify-between border-t pt-3">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-5 w-14" />
            </div>
          </div>
        </div>
      ))}
    </div>
  )
}
