import type { ActivityFormInput } from '@afc/contracts'
import { useNavigate, useParams } from 'react-router'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useVendorActivity } from '../api/get-vendor-activity'
import { useUpdateVendorActivity } from '../api/update-vendor-activity'
import { VendorActivityNotFound } from '../components/activity-detail/vendor-activity-not-found'
import { ActivityForm } from '../components/activity-form/activity-form'
import { activityToForm } from '../components/activity-form/activity-form-values'
import { isNotFound } from '../lib/is-not-found'

export function EditActivityPage() {
  useDocumentTitle('Edit Activity')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const activity = useVendorActivity(id)
  const updateActivity = useUpdateVendorActivity(id)

  const save = async (input: ActivityFormInput) => {
    const wasApproved = activity.data?.isApproved ?? false
    const saved = await updateActivity.mutateAsync(input)
    if (wasApproved && !saved.isApproved) {
      toast.success('Changes saved and sent for review', {
        description: `${saved.title} is hidden from families until an admin approves the changes. Existing bookings and sessions stay as they are.`,
      })
    } else {
      toast.success('Changes saved', { description: `${saved.title} is up to date.` })
    }
    navigate(`/vendor/activities/${id}`)
  }

  return (
    <div className="space-y-8">
      <PageHeader
        title="Edit Activity"
        subtitle={activity.data ? `Update the details of ${activity.data.title}` : undefined}
      />
      {activity.isPending && (
        <>
          <LoadingStatus label="Loading the activity..." />
          <Skeleton className="h-[32rem] w-full rounded-xl" />
        </>
      )}
      {activity.isError &&
        (isNotFound(activity.error) ? (
          <VendorActivityNotFound headingLevel="h2" />
        ) : (
          <ErrorAlert title="Error">
            {failureMessage(activity.error, 'Failed to load the activity. Please try again later.')}
          </ErrorAlert>
        ))}
      {activity.data && (
        <ActivityForm
          defaultValues={activityToForm(activity.data)}
          submitLabel="Save Changes"
          onSubmit={save}
        />
      )}
    </div>
  )
}
