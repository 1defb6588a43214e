import { ClipboardCheck } from 'lucide-react'
import { Link } from 'react-router'
import { QueryError } from '@/components/query-error'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useAdminActivities } from '../../api/get-admin-activities'
import { formatDay } from '../../lib/format'
import { TableSkeleton } from '../table-skeleton'
import { ActivityActions } from './activity-actions'

/** Activities awaiting review, oldest first (the server's order), so nothing waits forever. */
export function ModerationQueue() {
  const queue = useAdminActivities({ status: 'pending' })
  const count = queue.data?.total ?? 0

  return (
    <Card>
      <CardHeader>
        <CardTitle>Awaiting approval{queue.data && ` (${count})`}</CardTitle>
        <CardDescription>
          New activities wait here until you approve them; families cannot see them yet.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {queue.isPending && <TableSkeleton label="Loading the moderation queue..." rows={2} />}
        {queue.isError && (
          <QueryError error={queue.error} what="the moderation queue" onRetry={queue.refetch} />
        )}
        {queue.data?.items.length === 0 && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <ClipboardCheck className="size-4" aria-hidden="true" />
            Nothing to review. All caught up.
          </p>
        )}
        {queue.data && queue.data.items.length > 0 && (
          <ul className="divide-y" aria-label="Activities awaiting approval">
            {queue.data.items.map((activity) => (
              <li
                key={activity.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-medium">{activity.title}</span>
                  <span className="text-muted-foreground text-xs">
                    <Link
                      to={`/admin/vendors/${activity.vendor.id}`}
                      className="text-primary underline underline-offset-2 hover:decoration-2"
                    >
                      {activity.vendor.businessName}
                    </Link>{' '}
                    · submitted {formatDay(activity.createdAt)}
                    {activity.vendor.status !== 'approved' && ' · provider not approved yet'}
                  </span>
                </div>
                <ActivityActions
                  activity={activity}
                  featuredCount={queue.data.featuredCount}
                  reviewOnly
                />
              </li>
            ))}
          </ul>
        )}
        {queue.data && queue.data.pageCount > 1 && (
          <Link to="?status=pending" className="mt-2 inline-block text-primary text-sm">
            See all {count} in the table below
          </Link>
        )}
      </CardContent>
    </Card>
  )
}
