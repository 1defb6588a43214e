import { VENDOR_STATUSES } from '@afc/contracts'
import { Store } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminVendors } from '../api/get-admin-vendors'
import { FilterSelect } from '../components/filter-select'
import { ListPager } from '../components/list-pager'
import { SearchBox } from '../components/search-box'
import { VENDOR_STATUS_LABELS } from '../components/status-badges'
import { TableSkeleton } from '../components/table-skeleton'
import { VendorsTable } from '../components/vendors/vendors-table'
import { useListParams } from '../lib/use-list-params'

const STATUS_OPTIONS = VENDOR_STATUSES.map((status) => ({
  value: status,
  label: VENDOR_STATUS_LABELS[status],
}))

export function AdminVendorsPage() {
  useDocumentTitle('Vendors')
  const list = useListParams(VENDOR_STATUSES)
  const vendors = useAdminVendors({
    q: list.q || undefined,
    status: list.filter,
    page: list.page,
  })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Vendors"
        subtitle="Review providers, approve them or take them off the site"
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <SearchBox
          label="Search vendors"
          placeholder="Business name or owner email"
          value={list.q}
          onSearch={list.setQ}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={list.filter}
          onChange={list.setFilter}
        />
      </div>
      {vendors.isPending && <TableSkeleton label="Loading vendors..." />}
      {vendors.isError && (
        <QueryError error={vendors.error} what="the vendors" onRetry={vendors.refetch} />
      )}
      {vendors.data?.items.length === 0 && (
        <EmptyState
          icon={Store}
          title="No vendors found"
          description="Try another search or status."
        />
      )}
      {vendors.data && vendors.data.items.length > 0 && (
        <>
          <VendorsTable vendors={vendors.data.items} />
          <ListPager
            page={vendors.data.page}
            pageCount={vendors.data.pageCount}
            total={vendors.data.total}
            noun={['vendor', 'vendors']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
