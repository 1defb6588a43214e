import type { LucideIcon } from 'lucide-react'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

interface StatCardProps {
  label: string
  value: string
  note?: string
  icon: LucideIcon
}

export function StatCard({ label, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-start justify-between gap-3 px-4 sm:px-5">
        <div className="grid min-w-0 gap-1">
          <h2 className="font-medium text-muted-foreground text-sm">{label}</h2>
          <p className="font-bold font-display text-2xl tabular-nums sm:text-3xl">{value}</p>
          {note && <p className="text-muted-foreground text-xs">{note}</p>}
        </div>
        <span className="flex size-10 shrink-0 items-center max-sm:hidden justify-center rounded-full bg-secondary text-secondary-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
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
