import { Plus, Shapes } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorActivities } from '../api/get-vendor-activities'
import { ActivityCardSkeletons } from '../components/activities/activity-card-skeletons'
import { VendorActivityCard } from '../components/activities/vendor-activity-card'

function AddActivityButton() {
  return (
    <Button asChild>
      <Link to="/vendor/activities/new">
        <Plus aria-hidden="true" />
        Add Activity
      </Link>
    </Button>
  )
}

export function VendorActivitiesPage() {
  useDocumentTitle('My Activities')
  const activities = useVendorActivities()

  return (
    <div className="space-y-8">
      <PageHeader
        title="My Activities"
        subtitle="Your classes, courses and events"
        actions={<AddActivityButton />}
      />
      {activities.isPending && (
        <>
          <LoadingStatus label="Loading your activities..." />
          <ActivityCardSkeletons />
        </>
      )}
      {activities.isError && (
        <ErrorAlert title="Error loading your activities">
          Please refresh the page or try again later
        </ErrorAlert>
      )}
      {activities.data?.length === 0 && (
        <EmptyState
          icon={Shapes}
          title="No activities yet"
          description="Create your first activity to start accepting bookings"
          action={<AddActivityButton />}
        />
      )}
      {activities.data && activities.data.length > 0 && (
        <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {activities.data.map((activity) => (
            <VendorActivityCard key={activity.id} activity={activity} />
          ))}
        </div>
      )}
    </div>
  )
}
