import { PageContainer } from '@/components/page-container'
import { Skeleton } from '@/components/ui/skeleton'

export function ActivityDetailSkeleton() {
  return (
    <PageContainer>
      <div role="status" className="space-y-8">
        <span className="sr-only">Loading activity</span>
        <div className="space-y-3">
          <Skeleton className="h-6 w-16 rounded-full" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-48" />
        </div>
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <Skeleton className="aspect-video rounded-2xl" />
            <Skeleton className="h-10 w-80" />
            <Skeleton className="h-24" />
          </div>
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      </div>
    </PageContainer>
  )
}
