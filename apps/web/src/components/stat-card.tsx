import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardContent } from './ui/card'
import { Skeleton } from './ui/skeleton'

interface StatCardProps {
  label: string
  /** The figure, already formatted: '58', '$12,345.67'. */
  value: string
  /** A line under the figure: what it leaves out, what comes next, how it changed. */
  note?: ReactNode
  icon: LucideIcon
}

/** One headline figure of a dashboard or a report. */
export function StatCard({ label, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="@container grid grid-cols-[minmax(0,1fr)_auto] items-center gap-y-1 px-4 sm:px-5">
        <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
        {/* Beside the label, so a long figure ($12,345.67) has the full width; it gives way in a
            narrow card (two to a row on a phone) so the label keeps its one line. */}
        <span className="ml-2 hidden size-8 items-center justify-center rounded-full bg-secondary text-secondary-foreground @[11rem]:flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <p className="col-span-2 font-bold font-display text-2xl tabular-nums sm:text-3xl">
          {value}
        </p>
        {note && <p className="col-span-2 text-muted-foreground text-xs">{note}</p>}
      </CardContent>
    </Card>
  )
}

export function StatCardSkeleton() {
  return (
    <Card className="gap-0 py-5" data-testid="stat-card-skeleton">
      <CardContent className="grid gap-3 px-5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-3 w-2/3" />
      </CardContent>
    </Card>
  )
}
