import { useDeferredValue } from 'react'
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
  // The answer's arrival is an urgent update (the query store's), so React would render the whole
  // page in one long task. Deferred, the skeleton stays a moment longer while React renders the
  // page in short slices the browser can answer input between.
  const shown = useDeferredValue(activity.data)
  const missing = activity.isError && isActivityMissing(activity.error)
  useDocumentTitle(activity.data?.title ?? (missing ? 'Activity Not Found' : 'Activity'))

  if (shown) return <ActivityDetailView key={shown.id} activity={shown} />
  if (missing) return <ActivityNotFound />
  if (activity.isError) {
    return (
      <ErrorFallback message={activity.error.message} onReset={() => void activity.refetch()} />
    )
  }
  return <ActivityDetailSkeleton />
}
