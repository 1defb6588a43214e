import { Skeleton } from '@/components/ui/skeleton'

/** Six placeholder activity cards while the list loads, about one screen's worth. */
export function ActivityCardSkeletons() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          key={index}
          data-testid="activity-card-skeleton"
          className="overflow-hidden rounded-xl border bg-card"
        >
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="grid gap-3 p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  )
}
