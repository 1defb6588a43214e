import { Plus, TicketPercent } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'
import { usePlatformCodes } from '../api/get-platform-codes'
import { ListPager } from '../components/list-pager'
import { PlatformCodeDialog } from '../components/platform-codes/platform-code-dialog'
import { PlatformCodeTable } from '../components/platform-codes/platform-code-table'
import { TableSkeleton } from '../components/table-skeleton'

/** The platform's promo codes: paid for by the platform, for any provider's activities. */
export function AdminPlatformCodesPage() {
  useDocumentTitle('Platform codes')
  const [page, setPage] = useState(1)
  const codes = usePlatformCodes(page)
  const add = (
    <PlatformCodeDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add a code
        </Button>
      }
    />
  )

  return (
    <div className="space-y-6">
      <PageHeader
        title="Platform codes"
        subtitle="Promo codes for every provider's activities, paid for by the platform"
        actions={add}
      />
      {codes.isPending && <TableSkeleton label="Loading platform codes..." />}
      {codes.isError && (
        <QueryError error={codes.error} what="the platform codes" onRetry={codes.refetch} />
      )}
      {codes.data?.items.length === 0 && (
        <EmptyState
          icon={TicketPercent}
          title="No platform codes yet"
          description="Families pay the providers' own prices until you add one."
        />
      )}
      {codes.data && codes.data.items.length > 0 && (
        <>
          <PlatformCodeTable codes={codes.data.items} />
          <ListPager
            page={codes.data.page}
            pageCount={codes.data.pageCount}
            total={codes.data.total}
            noun={['code', 'codes']}
            onPage={setPage}
          />
        </>
      )}
    </div>
  )
}
