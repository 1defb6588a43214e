import type { VendorDashboard } from '@afc/contracts'
import { UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatSessionDate } from '@/lib/session-time'
import { minimumProgressLabel, PENDING_TONE } from '../run-minimum/run-minimum-status'

type BelowMinimum = VendorDashboard['belowMinimum'][number]

/**
 * Terms and single sessions not yet decided whose places are below their minimum: where a
 * provider may run it anyway, cancel now, or find more families before the decision time.
 */
export function BelowMinimumCard({ items }: { items: BelowMinimum[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Below their minimum</CardTitle>
        <CardDescription>
          Terms and sessions that have not reached their minimum to run
        </CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing is below its minimum</p>
        ) : (
          <ul className="grid gap-4">
            {items.map((item) => (
              <li key={item.id} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground max-sm:hidden">
                  <UsersRound className="size-5" aria-hidden="true" />
                </span>
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <Link
                    to={`/vendor/schedules?activityId=${item.activityId}`}
                    aria-label={`${item.activityTitle}${item.termName ? ` ${item.termName}` : ''} on Schedules`}
                    className="font-medium hover:underline"
                  >
                    {item.activityTitle}
                    {item.termName && (
                      <span className="font-normal text-muted-foreground"> · {item.termName}</span>
                    )}
                  </Link>
                  <p className="text-muted-foreground text-sm">
                    {item.kind === 'term' ? 'Starts' : 'On'}{' '}
                    {formatSessionDate(item.startsAt, item.timeZone)}
                  </p>
                  {item.decisionPending ? (
                    <p className="flex flex-wrap items-center gap-2 text-sm tabular-nums">
                      {item.confirmedPlaces} of {item.minPlaces} minimum
                      <Badge variant="outline" className={PENDING_TONE}>
                        Decision pending
                      </Badge>
                    </p>
                  ) : (
                    <p className="text-sm tabular-nums">
                      {minimumProgressLabel(item, item.timeZone)}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
