import { Skeleton } from '@/components/ui/skeleton'

/** Placeholder rows while a list loads: four, like the dashboard's short lists. */
export function ListRowSkeletons({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="grid gap-3" aria-hidden="true" data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
        <li key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </li>
      ))}
    </ul>
  )
}
