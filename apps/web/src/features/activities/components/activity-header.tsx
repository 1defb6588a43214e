import type { ActivityDetail } from '@afc/contracts'
import { MapPin, Users } from 'lucide-react'
import { Link } from 'react-router'
import { ageRangeLabel } from '@/components/activity-labels'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import { FavoriteButton } from '@/components/favorites/favorite-button'
import { StarRating } from '@/components/star-rating'
import { CopyLinkButton } from './copy-link-button'

export function ActivityHeader({ activity }: { activity: ActivityDetail }) {
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0 space-y-3">
        <ActivityTypeBadge type={activity.type} />
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{activity.title}</h1>
        <p className="text-muted-foreground">
          {'by '}
          <Link
            to={`/vendors/${activity.vendor.id}`}
            className="font-semibold text-primary underline underline-offset-4 hover:decoration-2"
          >
            {activity.vendor.businessName}
          </Link>
        </p>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <li>
            <StarRating
              averageRating={activity.averageRating}
              reviewCount={activity.reviewCount}
              showReviewWord
            />
          </li>
          <li className="flex items-center gap-1.5 text-muted-foreground">
            <Users className="size-4 text-primary" aria-hidden="true" />
            {ageRangeLabel(activity.minAge, activity.maxAge)}
          </li>
          {activity.location && (
            <li className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              {`${activity.location.city}, ${activity.location.state}`}
            </li>
          )}
        </ul>
      </div>
      <div className="flex shrink-0 gap-2">
        <FavoriteButton
          activityId={activity.id}
          activityTitle={activity.title}
          variant="labelled"
        />
        <CopyLinkButton />
      </div>
    </div>
  )
}
