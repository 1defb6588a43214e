import type { AdminJobSummary } from '@afc/contracts'
import { QueryError } from '@/components/query-error'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useJobSummary } from '../../api/get-job-summary'
import { formatCount } from '../../lib/format'

const FIGURES: { label: string; of: (summary: AdminJobSummary) => number; alarm?: boolean }[] = [
  { label: 'Mail queued', of: (summary) => summary.mail.queued },
  { label: 'Dead mail', of: (summary) => summary.mail.dead, alarm: true },
  { label: 'Jobs queued', of: (summary) => summary.jobs.queued },
  { label: 'Jobs retrying', of: (summary) => summary.jobs.retrying },
  { label: 'Dead jobs', of: (summary) => summary.jobs.dead, alarm: true },
]

/** What waits, and what waits for an admin: dead mail and dead jobs turn red when there are any. */
export function JobSummaryFigures() {
  const summary = useJobSummary()
  if (summary.isError) {
    return <QueryError error={summary.error} what="the counts" onRetry={summary.refetch} />
  }
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      aria-busy={summary.isPending}
    >
      {FIGURES.map((figure) => {
        const value = summary.data ? figure.of(summary.data) : undefined
        const alarming = figure.alarm && value !== undefined && value > 0
        return (
          <div
            key={figure.label}
            className={cn(
              'grid gap-1 rounded-xl border bg-card px-4 py-3',
              alarming && 'border-red-300 bg-red-50',
            )}
          >
            <dt className={cn('text-muted-foreground text-sm', alarming && 'text-red-900')}>
              {figure.label}
            </dt>
            <dd className="font-bold font-display text-2xl tabular-nums">
              {value === undefined ? <Skeleton className="h-8 w-10" /> : formatCount(value)}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
