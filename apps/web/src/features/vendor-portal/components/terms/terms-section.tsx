import type { VendorActivity } from '@afc/contracts'
import { toast } from 'sonner'
import { ErrorAlert } from '@/components/error-alert'
import { failureMessage } from '@/lib/problem-feedback'
import { useVendorTerms } from '../../api/get-vendor-terms'
import { pluralize } from '../../lib/plural'
import { AddTermDialog } from './add-term-dialog'
import { TermList } from './term-list'

interface TermsSectionProps {
  activities: VendorActivity[]
  /** The activity the page is filtered on. */
  activityId: string | undefined
}

/** A provider's terms on Schedules, of the course chosen or all; shown once they run a course. */
export function TermsSection({ activities, activityId }: TermsSectionProps) {
  const courses = activities.filter((activity) => activity.type === 'course')
  const terms = useVendorTerms(activityId)
  if (courses.length === 0) return null

  return (
    <section aria-labelledby="terms-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="terms-heading" className="font-semibold text-lg">
          Terms
        </h2>
        <AddTermDialog
          courses={courses}
          defaultActivityId={activityId}
          onCreated={(term) =>
            toast.success(`${term.name} added with ${pluralize(term.sessions.length, 'session')}`)
          }
        />
      </div>
      {terms.isError && (
        <ErrorAlert title="Error">
          {failureMessage(terms.error, 'Failed to load your terms. Please try again.')}
        </ErrorAlert>
      )}
      {terms.data?.length === 0 && (
        <p className="text-muted-foreground text-sm">
          No terms yet. A term sells a course's sessions together, at one price.
        </p>
      )}
      {terms.data && terms.data.length > 0 && <TermList terms={terms.data} />}
    </section>
  )
}
