import type { AdminStat } from '@afc/contracts'
import type { LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { type ChangeTone, describeChange } from '../../lib/format'

const toneClass: Record<ChangeTone, string> = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  flat: 'text-muted-foreground',
}

interface StatCardProps {
  label: string
  stat: AdminStat
  format: (value: number) => string
  icon: LucideIcon
}

/** A total with its change against the previous 30 days. */
export function StatCard({ label, stat, format, icon: Icon }: StatCardProps) {
  const change = describeChange(stat)
  return (
    <Card className="gap-0 py-5">
      <CardContent className="grid gap-1 px-4 sm:px-5">
        {/* The icon sits beside the label, so a long figure ($12,345.67) has the full width. */}
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        </div>
        <p className="font-bold font-display text-2xl tabular-nums sm:text-3xl">
          {format(stat.total)}
        </p>
        <p className="text-xs">
          <span
            className={cn('font-semibold', toneClass[change.tone])}
            title={change.description}
            aria-hidden="true"
          >
            {change.text}
          </span>
          <span className="sr-only">{change.description}</span>
          <span className="text-muted-foreground" aria-hidden="true">
            {' '}
            vs previous 30 days
          </span>
        </p>
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
