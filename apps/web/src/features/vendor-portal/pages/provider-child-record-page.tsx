import { ArrowLeft, FileHeart } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { ChildRecordDetails } from '@/components/children/child-record-details'
import { EmptyState } from '@/components/empty-state'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { ageLabel } from '@/lib/age'
import { failureMessage } from '@/lib/problem-feedback'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useProviderChildRecord } from '../api/get-provider-child-record'
import { isNotFound } from '../lib/is-not-found'

/** A booked child's medical and emergency details; the parent sees that this page was opened. */
export function ProviderChildRecordPage() {
  const { id = '' } = useParams()
  const child = useProviderChildRecord(id)
  const notFound = child.isError && isNotFound(child.error)
  const name = child.data ? `${child.data.firstName} ${child.data.lastName}` : null
  useDocumentTitle(name ? `${name}: medical record` : 'Medical record')

  return (
    <div className="space-y-6">
      <Button asChild variant="outline" className="w-fit">
        <Link to="/vendor/bookings">
          <ArrowLeft aria-hidden="true" />
          Back to Bookings
        </Link>
      </Button>
      <PageHeader
        title={name ? `${name}: medical record` : 'Medical record'}
        subtitle={
          child.data
            ? `${ageLabel(child.data.birthDate)} · The parent sees that you opened this record.`
            : undefined
        }
      />
      {child.isPending && <LoadingStatus label="Loading the record..." />}
      {notFound && (
        <ErrorAlert title="Record not available">
          You can read a child's record while they are booked with you, and for 30 days after their
          last session.
        </ErrorAlert>
      )}
      {child.isError && !notFound && (
        <ErrorAlert title="Error">
          {failureMessage(child.error, 'Failed to load the record. Please try again.')}
        </ErrorAlert>
      )}
      {child.data && !child.data.record && (
        <EmptyState
          icon={FileHeart}
          title="Nothing filled in yet"
          description="The parent has not filled in this child's medical and emergency details."
        />
      )}
      {child.data?.record && <ChildRecordDetails record={child.data.record} />}
    </div>
  )
}
