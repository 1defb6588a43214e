import { Skeleton } from '@/components/ui/skeleton'

export function VendorActivityDetailSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true" data-testid="activity-detail-skeleton">
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Skeleton className="aspect-[16/9] w-full rounded-xl" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      </div>
    </div>
  )
}
