import { ActivityGridSkeleton } from '@/components/activity-grid'
import { PageContainer } from '@/components/page-container'
import { Skeleton } from '@/components/ui/skeleton'

export function VendorPageSkeleton() {
  return (
    <PageContainer className="space-y-8 pt-6">
      <Skeleton className="aspect-[3/1] rounded-2xl" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-2xl" />
        <Skeleton className="h-9 w-64" />
      </div>
      <Skeleton className="h-28" />
      <ActivityGridSkeleton count={3} label="Loading provider" />
    </PageContainer>
  )
}
