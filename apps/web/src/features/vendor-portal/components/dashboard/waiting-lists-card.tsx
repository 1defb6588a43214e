import type { VendorDashboard } from '@afc/contracts'
import { Hourglass } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatRelativeSessionTime } from '@/lib/session-time'
import { pluralize } from '../../lib/plural'

type WaitingList = VendorDashboard['waitingLists'][number]

/** Upcoming sessions with families in line for a place: where raising capacity would help. */
export function WaitingListsCard({ sessions }: { sessions: WaitingList[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Waiting Lists</CardTitle>
        <CardDescription>Families waiting for a place in your full sessions</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-muted-foreground text-sm">No families are waiting for a place</p>
        ) : (
          <ul className="grid gap-4">
            {sessions.map((session) => (
              <li key={session.sessionId} className="flex items-start gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground max-sm:hidden">
                  <Hourglass className="size-5" aria-hidden="true" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-x-4 sm:flex-row sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={`/vendor/activities/${session.activityId}`}
                      className="font-medium hover:underline"
                    >
                      {session.activityTitle}
                    </Link>
                    <p className="text-muted-foreground text-sm">
                      {pluralize(session.families, 'family', 'families')} waiting ·{' '}
                      {pluralize(session.children, 'child', 'children')}
                    </p>
                  </div>
                  <p className="shrink-0 font-medium text-sm tabular-nums max-sm:mt-0.5 sm:text-right">
                    {formatRelativeSessionTime(session.startsAt, session.timeZone)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
