import type { VendorActivityDetail } from '@afc/contracts'
import { CalendarPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { browserTimeZone, formatSessionDate, formatSessionTimeRange } from '@/lib/session-time'
import { cn } from '@/lib/utils'
import { AnnounceDialog } from '../announcements/announce-dialog'
import { bookedLabel } from '../schedules/booked-label'

export function ActivitySessionsCard({ activity }: { activity: VendorActivityDetail }) {
  // Sessions follow the venue's clock; without a venue there is only the provider's own.
  const timeZone = activity.location?.timeZone ?? browserTimeZone()
  const schedulesLink = `/vendor/schedules?activityId=${activity.id}`
  const now = Date.now()
  const anyoneBooked = activity.sessions.some(
    (session) => !session.isCancelled && session.booked > 0 && Date.parse(session.startsAt) > now,
  )
  return (
    <Card>
      <CardHeader className="sm:flex sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Sessions</CardTitle>
          <CardDescription>The last month and what is coming, with places booked</CardDescription>
        </div>
        <div className="mt-2 flex flex-wrap gap-2 sm:mt-0">
          {anyoneBooked && (
            <AnnounceDialog
              target={{ kind: 'activity', id: activity.id }}
              label="Message all families"
              audience={`Everyone booked into an upcoming session of ${activity.title}.`}
              timeZone={timeZone}
            />
          )}
          <Button asChild variant="outline" size="sm" className="w-fit">
            <Link to={schedulesLink}>
              <CalendarPlus aria-hidden="true" />
              Manage in Schedules
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {activity.sessions.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No upcoming sessions yet. Add dates in Schedules so families can book.
          </p>
        ) : (
          <ul className="divide-y">
            {activity.sessions.map((session) => {
              const past = Date.parse(session.endsAt) < now
              return (
                <li
                  key={session.id}
                  className={cn(
                    'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm',
                    past && 'text-muted-foreground',
                  )}
                >
                  <span>
                    <span className="font-medium">
                      {formatSessionDate(session.startsAt, timeZone)}
                    </span>{' '}
                    <span className="text-muted-foreground">
                      {formatSessionTimeRange(session.startsAt, session.endsAt, timeZone)}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    {past && <Badge variant="outline">Past</Badge>}
                    {session.isCancelled && <Badge variant="destructive">Cancelled</Badge>}
                    <span className="tabular-nums">
                      {bookedLabel(session.booked, activity.capacity)}
                    </span>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
