import { ArrowLeft, Users } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useTermRoster } from '../api/get-term-roster'
import { TermAttendanceCard } from '../components/attendance/term-attendance-card'
import { ListRowSkeletons } from '../components/list-row-skeletons'
import { RosterTable } from '../components/roster/roster-table'
import { isNotFound } from '../lib/is-not-found'
import { pluralize } from '../lib/plural'

function BackToSchedules() {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to="/vendor/schedules">
        <ArrowLeft aria-hidden="true" />
        Back to Schedules
      </Link>
    </Button>
  )
}

/** Who comes to which session of a term: its roster, to print or read at the door. */
export function TermRosterPage() {
  const { id = '' } = useParams()
  const roster = useTermRoster(id)
  const notFound = roster.isError && isNotFound(roster.error)
  const term = roster.data?.term
  useDocumentTitle(term ? `Roster: ${term.name}` : 'Roster')

  return (
    <div className="space-y-6">
      <BackToSchedules />
      <PageHeader
        title={term ? `Roster: ${term.name}` : 'Roster'}
        subtitle={
          term
            ? `${term.activityTitle} · ${pluralize(roster.data?.children.length ?? 0, 'child', 'children')}`
            : undefined
        }
      />
      {roster.isPending && (
        <>
          <LoadingStatus label="Loading the roster..." />
          <ListRowSkeletons />
        </>
      )}
      {notFound && (
        <ErrorAlert title="Term not found">This term doesn't exist or has been deleted.</ErrorAlert>
      )}
      {roster.isError && !notFound && (
        <ErrorAlert title="Error">
          {failureMessage(roster.error, 'Failed to load the roster. Please try again.')}
        </ErrorAlert>
      )}
      {roster.data?.children.length === 0 && (
        <EmptyState
          icon={Users}
          title="No children yet"
          description="Children enrolled in the term, dropping in or trying a class show here."
        />
      )}
      {roster.data && roster.data.children.length > 0 && <RosterTable roster={roster.data} />}
      {roster.data && <TermAttendanceCard termId={id} />}
    </div>
  )
}
