import { useParams } from 'react-router'
import { ErrorFallback } from '@/components/error-fallback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { isActivityMissing, useActivity } from '../api/get-activity'
import { ActivityDetailSkeleton } from '../components/activity-detail-skeleton'
import { ActivityDetailView } from '../components/activity-detail-view'
import { ActivityNotFound } from '../components/activity-not-found'

export function ActivityDetailPage() {
  const { id = '' } = useParams()
  const activity = useActivity(id)
  const missing = activity.isError && isActivityMissing(activity.error)
  useDocumentTitle(activity.data?.title ?? (missing ? 'Activity Not Found' : 'Activity'))

  if (activity.data) return <ActivityDetailView key={activity.data.id} activity={activity.data} />
  if (missing) return <ActivityNotFound />
  if (activity.isError) {
    return (
      <ErrorFallback message={activity.error.message} onReset={() => void activity.refetch()} />
    )
  }
  return <ActivityDetailSkeleton />
}
