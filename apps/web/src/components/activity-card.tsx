import type { ActivitySummary } from '@afc/contracts'
import { CalendarDays, MapPin, Users, UsersRound } from 'lucide-react'
import { Link } from 'react-router'
import { formatMoney } from '@/lib/money'
import { placesToRunLabel } from '@/lib/run-minimum'
import { ActivityImage } from './activity-image'
import { ageRangeLabel, shortDateLabel } from './activity-labels'
import { ActivityTypeBadge } from './activity-type-badge'
import { FavoriteButton } from './favorites/favorite-button'
import { StarRating } from './star-rating'

interface ActivityCardProps {
  activity: ActivitySummary
  /** The card is in the first row of its list: its photo loads at once (see ActivityImage). */
  priority?: boolean
}

/** One activity in a list: what a parent compares at a glance, linking to its page. */
export function ActivityCard({ activity, priority = false }: ActivityCardProps) {
  // A course sold by the term is compared by its next term: when it starts and what it costs.
  const { nextTerm } = activity
  const toRun = placesToRunLabel(activity)
  return (
    <article className="group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition focus-within:outline-2 focus-within:outline-ring focus-within:outline-offset-2 hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ActivityImage
          activity={activity}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
        <ActivityTypeBadge type={activity.type} className="absolute top-3 left-3 shadow-sm" />
        <FavoriteButton
          activityId={activity.id}
          activityTitle={activity.title}
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1">
          <h3 className="line-clamp-2 font-semibold text-lg leading-snug">
            <Link
              to={`/activities/${activity.id}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {activity.title}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-sm">{activity.vendor.businessName}</p>
        </div>
        <ul className="grid gap-1.5 text-muted-foreground text-sm">
          <li className="flex items-center gap-2">
            <Users className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {ageRangeLabel(activity.minAge, activity.maxAge)}
          </li>
          {activity.location && (
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{`${activity.location.city}, ${activity.location.state}`}</span>
            </li>
          )}
          {nextTerm ? (
            <li className="flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{`${nextTerm.name} starts ${shortDateLabel(nextTerm.startsAt)}`}</span>
            </li>
          ) : (
            activity.nextSessionAt && (
              <li className="flex items-center gap-2">
                <CalendarDays className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {`Next: ${shortDateLabel(activity.nextSessionAt)}`}
              </li>
            )
          )}
          {toRun && (
            <li className="flex items-center gap-2 font-medium text-foreground">
              <UsersRound className="size-4 shrink-0 text-primary" aria-hidden="true" />
              {toRun}
            </li>
          )}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
          <StarRating averageRating={activity.averageRating} reviewCount={activity.reviewCount} />
          {nextTerm ? (
            <span className="text-right">
              <span className="font-bold text-lg">{formatMoney(nextTerm.priceCents)}</span>
              {nextTerm.priceCents > 0 && (
                <span className="text-muted-foreground text-sm"> a term</span>
              )}
            </span>
          ) : (
            <span className="font-bold text-lg">{formatMoney(activity.priceCents)}</span>
          )}
        </div>
      </div>
    </article>
  )
}
