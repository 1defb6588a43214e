import { completenessLine } from '@afc/contracts'
import { ArrowLeft, Download } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { childExportUrl } from '../api/child-export-url'
import { useOwnChildRecord } from '../api/get-own-child-record'
import { ChildRecordForm } from '../components/children/child-record-form'
import { RecordAccessLog } from '../components/children/record-access-log'

/** A child's medical and emergency details, who has seen them, and a copy of everything held. */
export function ChildRecordPage() {
  const { id = '' } = useParams()
  const own = useOwnChildRecord(id)
  const firstName = own.data?.firstName
  useDocumentTitle(firstName ? `${firstName}'s details` : 'Medical and emergency details')

  return (
    <PageContainer className="space-y-8">
      <Button asChild variant="outline" className="w-fit">
        <Link to="/children">
          <ArrowLeft aria-hidden="true" />
          Back to Child Profiles
        </Link>
      </Button>
      <PageHeader
        title={firstName ? `${firstName}'s medical and emergency details` : 'Medical details'}
        subtitle="Filled in once, shown to a provider only while your child is booked with them and for 30 days after. You see every time they open it."
        actions={
          own.data && (
            <Button asChild variant="outline">
              <a href={childExportUrl(id)} download>
                <Download aria-hidden="true" />
                Download everything (JSON)
              </a>
            </Button>
          )
        }
      />
      {own.isPending && <Skeleton className="h-96 rounded-2xl" aria-busy="true" />}
      {own.isError && (
        <QueryError
          error={own.error}
          what="the details"
          fallback="Failed to load the details. Please try again."
          onRetry={() => void own.refetch()}
        />
      )}
      {own.data && (
        <>
          <p
            role="status"
            className={own.data.missing.length ? 'font-medium text-amber-800' : 'text-emerald-800'}
          >
            {completenessLine({
              missing: own.data.missing.length,
              nextSession: own.data.nextSession,
              now: new Date(),
            })}
          </p>
          <ChildRecordForm childId={id} firstName={own.data.firstName} record={own.data.record} />
          <RecordAccessLog childId={id} firstName={own.data.firstName} />
        </>
      )}
    </PageContainer>
  )
}
