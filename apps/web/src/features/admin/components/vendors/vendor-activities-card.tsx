import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { formatMoney } from '@/lib/money'
import { useAdminActivities } from '../../api/get-admin-activities'
import { ActivityStatusBadge, FeaturedBadge } from '../status-badges'

interface VendorActivitiesCardProps {
  vendor: { id: string; businessName: string }
}

/**
 * The provider's activities. The admin list has no provider filter, but its search matches the
 * business name, so the search is narrowed to this provider's id here.
 */
export function VendorActivitiesCard({ vendor }: VendorActivitiesCardProps) {
  const activities = useAdminActivities({ q: vendor.businessName, limit: 100 })
  const own = activities.data?.items.filter((activity) => activity.vendor.id === vendor.id)

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activities</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.isPending && <Skeleton className="h-16 w-full" />}
        {activities.isError && (
          <p className="text-destructive text-sm">Could not load the activities.</p>
        )}
        {own?.length === 0 && <p className="text-muted-foreground text-sm">No activities yet.</p>}
        {own && own.length > 0 && (
          <ul className="divide-y text-sm">
            {own.map((activity) => (
              <li key={activity.id} className="flex flex-wrap items-center gap-2 py-2">
                <Link
                  to={`/admin/activities?${new URLSearchParams({ q: activity.title })}`}
                  className="mr-auto font-medium text-primary hover:underline"
                >
                  {activity.title}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  {formatMoney(activity.priceCents)}
                </span>
                {activity.isFeatured && <FeaturedBadge />}
                <ActivityStatusBadge status={activity.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
