import type { VendorDashboard } from '@afc/contracts'
import { Link } from 'react-router'
import { StarRating } from '@/components/star-rating'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { pluralize } from '../../lib/plural'

type PopularActivity = VendorDashboard['popularActivities'][number]

export function PopularActivitiesCard({ activities }: { activities: PopularActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Popular Activities</CardTitle>
        <CardDescription>Your activities with the most enrollments</CardDescription>
      </CardHeader>
      <CardContent>
        {activities.length === 0 ? (
          <p className="text-muted-foreground text-sm">No activities found</p>
        ) : (
          <ol className="grid gap-4">
            {activities.map((activity, index) => (
              <li key={activity.id} className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 sm:size-10 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground">
                  {index + 1}
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-x-4 gap-y-0.5 sm:flex-row sm:justify-between">
                  <div className="min-w-0">
                    <Link
                      to={`/vendor/activities/${activity.id}`}
                      className="font-medium hover:underline"
                    >
                      {activity.title}
                    </Link>
                    <p className="text-muted-foreground text-sm">
                      {pluralize(activity.enrollments, 'enrollment')}
                    </p>
                  </div>
                  <StarRating
                    averageRating={activity.averageRating}
                    reviewCount={activity.reviewCount}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
