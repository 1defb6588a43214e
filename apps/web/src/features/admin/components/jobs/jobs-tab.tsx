import { JOB_STATE_LABELS, JOB_STATES, type JobState } from '@afc/contracts'
import { ListChecks } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { QueryError } from '@/components/query-error'
import { useAdminJobs } from '../../api/get-admin-jobs'
import { useListParams } from '../../lib/use-list-params'
import { FilterSelect } from '../filter-select'
import { ListPager } from '../list-pager'
import { TableSkeleton } from '../table-skeleton'
import { JobsTable } from './jobs-table'

const STATE_OPTIONS = JOB_STATES.map((state) => ({ value: state, label: JOB_STATE_LABELS[state] }))

/** Why the list is empty, in words that say whether anything is wrong. */
const EMPTY: Record<JobState | 'all', { title: string; description: string }> = {
  all: { title: 'No jobs yet', description: 'Background work (mail, reminders) is listed here.' },
  queued: { title: 'No jobs waiting', description: 'Every job has had its turn.' },
  running: { title: 'No job running right now', description: 'Jobs show here while they run.' },
  retrying: {
    title: 'No job waiting for another try',
    description: 'Nothing has failed lately.',
  },
  dead: {
    title: 'No dead jobs: nothing waits for an admin.',
    description: 'A job that fails every attempt would wait here for a retry.',
  },
  done: { title: 'No finished jobs', description: 'Finished jobs are kept for about a week.' },
}

export function JobsTab() {
  const list = useListParams(JOB_STATES, { filterName: 'state' })
  const jobs = useAdminJobs({ state: list.filter, page: list.page })
  const empty = EMPTY[list.filter ?? 'all']

  return (
    <div className="space-y-4">
      <FilterSelect
        label="State"
        allLabel="All jobs"
        options={STATE_OPTIONS}
        value={list.filter}
        onChange={list.setFilter}
        className="sm:w-56"
      />
      {jobs.isPending && <TableSkeleton label="Loading jobs..." />}
      {jobs.isError && <QueryError error={jobs.error} what="the jobs" onRetry={jobs.refetch} />}
      {jobs.data?.items.length === 0 && (
        <EmptyState icon={ListChecks} title={empty.title} description={empty.description} />
      )}
      {jobs.data && jobs.data.items.length > 0 && (
        <>
          <JobsTable jobs={jobs.data.items} />
          <ListPager
            page={jobs.data.page}
            pageCount={jobs.data.pageCount}
            total={jobs.data.total}
            noun={['job', 'jobs']}
            onPage={list.setPage}
          />
        </>
      )}
    </div>
  )
}
