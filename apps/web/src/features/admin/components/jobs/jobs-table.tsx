import type { AdminJob } from '@afc/contracts'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { Button } from '@/components/ui/button'
import { useRetryJob } from '../../api/retry-job'
import { formatMoment } from '../../lib/format'
import { toastOutcome } from '../../lib/toast-outcome'
import { JobStateBadge, LastError } from './job-badges'

function RetryJob({ job }: { job: AdminJob }) {
  const retry = useRetryJob()
  if (job.state !== 'dead') return <span className="text-muted-foreground">—</span>
  return (
    <Button
      size="sm"
      aria-label={`Retry the ${job.queue} job of ${formatMoment(job.createdAt)}`}
      disabled={retry.isPending}
      onClick={() =>
        toastOutcome(
          retry.mutateAsync(job),
          'The job will be tried again',
          'The job could not be retried. Please try again.',
        )
      }
    >
      {retry.isPending ? 'Retrying...' : 'Retry'}
    </Button>
  )
}

const columns: TableColumn<AdminJob>[] = [
  { header: 'Queue', cell: (job) => <span className="font-medium font-mono">{job.queue}</span> },
  { header: 'State', cell: (job) => <JobStateBadge state={job.state} /> },
  {
    header: 'Attempts',
    className: 'whitespace-nowrap tabular-nums',
    cell: (job) => `${job.attempts} of ${job.maxAttempts}`,
  },
  { header: 'Created', className: 'whitespace-nowrap', cell: (job) => formatMoment(job.createdAt) },
  {
    header: 'Next try',
    className: 'whitespace-nowrap',
    cell: (job) => (job.nextTryAt ? formatMoment(job.nextTryAt) : '—'),
  },
  {
    header: 'Last error',
    wide: true,
    className: 'min-w-48',
    cell: (job) => <LastError error={job.lastError} clamp />,
  },
  { header: 'Actions', wide: true, cell: (job) => <RetryJob job={job} /> },
]

export function JobsTable({ jobs }: { jobs: AdminJob[] }) {
  return (
    <ResponsiveTable
      label="Jobs"
      rows={jobs}
      columns={columns}
      rowKey={(job) => `${job.queue}/${job.id}`}
      minWidth="min-w-[52rem]"
    />
  )
}
