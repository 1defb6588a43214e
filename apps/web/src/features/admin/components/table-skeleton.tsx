import { LoadingStatus } from '@/components/loading-status'
import { Skeleton } from '@/components/ui/skeleton'

/** Placeholder rows while a table loads. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4" data-testid="table-skeleton">
      <LoadingStatus label={label} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <div key={index} className="flex items-center gap-4" aria-hidden="true">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="ml-auto h-4 w-16" />
        </div>
      ))}
    </div>
  )
}
