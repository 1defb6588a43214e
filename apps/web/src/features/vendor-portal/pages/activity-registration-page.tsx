import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useActivityRegistration } from '../api/get-activity-registration'
import { QuestionsEditor } from '../components/registration/questions-editor'
import { SignaturesCard } from '../components/registration/signatures-card'
import { WaiverEditor } from '../components/registration/waiver-editor'
import { isNotFound } from '../lib/is-not-found'

/** What families are asked when booking an activity, its waiver, and who signed it. */
export function ActivityRegistrationPage() {
  const { id = '' } = useParams()
  const registration = useActivityRegistration(id)
  useDocumentTitle('Registration')
  return (
    <div className="space-y-6">
      <Button asChild variant="outline" className="w-fit">
        <Link to={`/vendor/activities/${id}`}>
          <ArrowLeft aria-hidden="true" />
          Back to the activity
        </Link>
      </Button>
      <PageHeader
        title="Registration"
        subtitle="Questions for each child and the waiver parents sign when they book"
      />
      {registration.isPending && <LoadingStatus label="Loading the registration..." />}
      {registration.isError &&
        (isNotFound(registration.error) ? (
          <ErrorAlert title="Activity not found">
            This activity doesn't exist or has been deleted.
          </ErrorAlert>
        ) : (
          <ErrorAlert title="Error">
            {failureMessage(
              registration.error,
              'Failed to load the registration. Please try again.',
            )}
          </ErrorAlert>
        ))}
      {registration.data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <QuestionsEditor activityId={id} registration={registration.data} />
          <div className="grid content-start gap-6">
            <WaiverEditor activityId={id} registration={registration.data} />
          </div>
          <div className="lg:col-span-2">
            <SignaturesCard activityId={id} />
          </div>
        </div>
      )}
    </div>
  )
}
