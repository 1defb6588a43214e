import { ArrowLeft, ClipboardSignature, Pencil } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorActivity } from '../api/get-vendor-activity'
import { ActivityDetailsCard } from '../components/activity-detail/activity-details-card'
import { ActivityOverview } from '../components/activity-detail/activity-overview'
import { ActivityReviewsCard } from '../components/activity-detail/activity-reviews-card'
import { ActivitySessionsCard } from '../components/activity-detail/activity-sessions-card'
import { CategoriesCard } from '../components/activity-detail/categories-card'
import { DeleteActivityButton } from '../components/activity-detail/delete-activity-button'
import { VendorActivityDetailSkeleton } from '../components/activity-detail/vendor-activity-detail-skeleton'
import { VendorActivityNotFound } from '../components/activity-detail/vendor-activity-not-found'
import { isNotFound } from '../lib/is-not-found'

function BackButton() {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to="/vendor/activities">
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
    </Button>
  )
}

export function VendorActivityDetailPage() {
  const { id = '' } = useParams()
  const activity = useVendorActivity(id)
  const notFound = activity.isError && isNotFound(activity.error)
  useDocumentTitle(notFound ? 'Activity Not Found' : (activity.data?.title ?? 'Activity'))

  if (activity.isPending) {
    return (
      <>
        <LoadingStatus label="Loading the activity..." />
        <VendorActivityDetailSkeleton />
      </>
    )
  }
  if (notFound) return <VendorActivityNotFound />
  if (activity.isError) {
    return (
      <div className="space-y-6">
        <BackButton />
        <h1 className="font-bold text-3xl">Activity</h1>
        <ErrorAlert title="Error">
          {failureMessage(activity.error, 'Failed to load the activity. Please try again later.')}
        </ErrorAlert>
      </div>
    )
  }

  const data = activity.data
  return (
    <div className="space-y-6">
      <BackButton />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="font-bold text-3xl tracking-tight">{data.title}</h1>
        <div className="flex shrink-0 gap-2">
          <Button asChild>
            <Link to={`/vendor/activities/${data.id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/vendor/activities/${data.id}/registration`}>
              <ClipboardSignature aria-hidden="true" />
              Registration
            </Link>
          </Button>
          <DeleteActivityButton activityId={data.id} />
        </div>
      </div>
      {/* Phones read the cards in one column with the details first; wide screens in two. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3">
        <div className="grid content-start gap-6 max-lg:contents lg:col-span-2">
          <ActivityOverview activity={data} />
          <div className="max-lg:order-last">
            <ActivitySessionsCard activity={data} />
          </div>
          <div className="max-lg:order-last">
            <ActivityReviewsCard activityId={data.id} />
          </div>
        </div>
        <div className="grid content-start gap-6 max-lg:contents">
          <ActivityDetailsCard activity={data} />
          <CategoriesCard categories={data.categories} />
        </div>
      </div>
    </div>
  )
}
