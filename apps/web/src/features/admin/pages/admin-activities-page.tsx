import { ADMIN_ACTIVITY_FILTERS, FEATURED_ACTIVITIES_LIMIT } from '@afc/contracts'
import { Shapes } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminActivities } from '../api/get-admin-activities'
import { ActivitiesTable } from '../components/activities/activities-table'
import { ModerationQueue } from '../components/activities/moderation-queue'
import { FilterSelect } from '../components/filter-select'
import { ListPager } from '../components/list-pager'
import { SearchBox } from '../components/search-box'
import { TableSkeleton } from '../components/table-skeleton'
import { useListParams } from '../lib/use-list-params'

const FILTER_OPTIONS = [
  { value: 'pending', label: 'Pending review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'featured', label: 'Featured' },
] as const satisfies readonly { value: (typeof ADMIN_ACTIVITY_FILTERS)[number]; label: string }[]

export function AdminActivitiesPage() {
  useDocumentTitle('Activities')
  const list = useListParams(ADMIN_ACTIVITY_FILTERS)
  const activities = useAdminActivities({
    q: list.q || undefined,
    status: list.filter,
    page: list.page,
  })

  return (
    <div className="space-y-6">
      <PageHeader
        title="Activities"
        subtitle="Review new listings and choose what the home page features"
      />
      <ModerationQueue />
      <section aria-labelledby="all-activities" className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="all-activities" className="font-semibold text-xl">
            All activities
          </h2>
          {activities.data && (
            <p className="text-muted-foreground text-sm">
              Featured on the home page: {activities.data.featuredCount} of{' '}
              {FEATURED_ACTIVITIES_LIMIT}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
          <SearchBox
            label="Search activities"
            placeholder="Title or provider"
            value={list.q}
            onSearch={list.setQ}
          />
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            options={FILTER_OPTIONS}
            value={list.filter}
            onChange={list.setFilter}
          />
        </div>
        {activities.isPending && <TableSkeleton label="Loading activities..." />}
        {activities.isError && (
          <QueryError error={activities.error} what="the activities" onRetry={activities.refetch} />
        )}
        {activities.data?.items.length === 0 && (
          <EmptyState
            icon={Shapes}
            title="No activities found"
            description="Try another search or status."
          />
        )}
        {activities.data && activities.data.items.length > 0 && (
          <>
            <ActivitiesTable
              activities={activities.data.items}
              featuredCount={activities.data.featuredCount}
            />
            <ListPager
              page={activities.data.page}
              pageCount={activities.data.pageCount}
              total={activities.data.total}
              noun={['activity', 'activities']}
              onPage={list.setPage}
            />
          </>
        )}
      </section>
    </div>
  )
}
