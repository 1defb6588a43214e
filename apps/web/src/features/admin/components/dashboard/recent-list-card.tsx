import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

export interface RecentRow {
  id: string
  to: string
  title: string
  detail: string
  badge: ReactNode
}

interface RecentListCardProps {
  title: string
  rows: RecentRow[]
  empty: string
  /** The full list, linked under the rows. */
  allTo: string
  allLabel: string
}

/** One of the dashboard's lists of newest records, each row linking to its admin page. */
export function RecentListCard({ title, rows, empty, allTo, allLabel }: RecentListCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        <Link to={allTo} className="text-primary text-sm hover:underline">
          {allLabel}
        </Link>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{empty}</p>
        ) : (
          <ul className="divide-y">
            {rows.map((row) => (
              <li key={row.id}>
                <Link
                  to={row.to}
                  className="-mx-2 flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-muted"
                >
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-medium">{row.title}</span>
                    <span className="truncate text-muted-foreground text-xs">{row.detail}</span>
                  </span>
                  {row.badge}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

export function RecentListSkeleton() {
  return (
    <Card aria-hidden="true" data-testid="recent-list-skeleton">
      <CardContent className="grid gap-4">
        <Skeleton className="h-5 w-1/3" />
        {['a', 'b', 'c', 'd'].map((row) => (
          <div key={row} className="flex items-center justify-between gap-3">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3 w-2/5" />
            </div>
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        ))}
      </CardContent>
    </Card>
  )
}
