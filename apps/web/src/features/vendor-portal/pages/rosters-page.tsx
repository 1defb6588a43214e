import { CalendarDays } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/empty-state'
import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { sessionTimeLabel } from '@/lib/session-time'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useRosters } from '../api/get-rosters'

/** Who comes to each session of the next two weeks; an instructor sees their activities only. */
export function RostersPage() {
  useDocumentTitle('Rosters')
  const rosters = useRosters()
  return (
    <div className="max-w-4xl space-y-6">
      <PageHeader title="Rosters" subtitle="Who comes to each session in the next two weeks" />
      {rosters.isPending && (
        <>
          <LoadingStatus label="Loading rosters..." />
          <Skeleton className="h-48 w-full rounded-xl" />
        </>
      )}
      {rosters.isError && (
        <QueryError error={rosters.error} what="the rosters" onRetry={() => rosters.refetch()} />
      )}
      {rosters.data?.activities.length === 0 && (
        <EmptyState
          icon={CalendarDays}
          title="No activities to show"
          description="Activities assigned to you appear here with their coming sessions."
        />
      )}
      {rosters.data?.activities.map(({ activity, sessions }) => (
        <Card key={activity.id}>
          <CardHeader>
            <CardTitle>{activity.title}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {sessions.length === 0 && (
              <p className="text-sm text-muted-foreground">No sessions in the next two weeks.</p>
            )}
            {sessions.map((session) => (
              <section
                key={session.id}
                aria-label={sessionTimeLabel(session.startsAt, session.timeZone)}
              >
                <h3 className="font-medium">
                  {sessionTimeLabel(session.startsAt, session.timeZone)}
                </h3>
                {session.children.length === 0 ? (
                  <p className="text-sm text-muted-foreground">Nobody booked yet.</p>
                ) : (
                  <ul className="mt-1 grid gap-1 text-sm">
                    {session.children.map((child) => (
                      <li key={`${child.childId}-${child.firstName}-${child.lastName}`}>
                        {child.childId ? (
                          <Link
                            className="underline"
                            to={`/vendor/children/${child.childId}/record`}
                          >
                            {child.firstName} {child.lastName}
                          </Link>
                        ) : (
                          `${child.firstName} ${child.lastName}`
                        )}{' '}
                        <span className="text-muted-foreground">({child.parentName})</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
