import type { ActivityDetail } from '@afc/contracts'
import type { LucideIcon } from 'lucide-react'
import { Backpack, Clock, MapPin, Tag, Users, UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { ageRangeDetail, capacityLabel, durationLabel } from '../lib/activity-facts'

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon
  term: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-3 rounded-xl border bg-card p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1">
        <dt className="text-muted-foreground text-sm">{term}</dt>
        <dd className="font-medium">{children}</dd>
      </div>
    </div>
  )
}

/** The Details & Location tab: who it is for, how long, how many, where, and what to bring. */
export function ActivityFactsList({ activity }: { activity: ActivityDetail }) {
  const { location } = activity
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact icon={Users} term="Age range">
        {ageRangeDetail(activity.minAge, activity.maxAge)}
      </Fact>
      <Fact icon={Clock} term="Duration">
        {durationLabel(activity.durationMinutes)}
      </Fact>
      <Fact icon={UsersRound} term="Capacity">
        {capacityLabel(activity.capacity)}
      </Fact>
      <Fact icon={Tag} term="Categories">
        {activity.categories.length > 0 ? (
          <span className="flex flex-wrap gap-1.5 pt-0.5">
            {activity.categories.map((category) => (
              <Badge key={category.slug} variant="secondary">
                {category.name}
              </Badge>
            ))}
          </span>
        ) : (
          'None'
        )}
      </Fact>
      <div className="sm:col-span-2">
        <Fact icon={MapPin} term="Location">
          {location ? (
            <span className="grid gap-0.5">
              <span>{location.name}</span>
              <span className="font-normal text-muted-foreground">
                {`${location.city}, ${location.state} ${location.zipcode}`}
              </span>
              <span className="font-normal text-muted-foreground text-sm">
                Address will be provided upon booking
              </span>
            </span>
          ) : (
            'The provider will confirm the location when you book'
          )}
        </Fact>
      </div>
      {activity.whatToBring && (
        <div className="sm:col-span-2">
          <Fact icon={Backpack} term="What to bring">
            <span className="whitespace-pre-line font-normal">{activity.whatToBring}</span>
          </Fact>
        </div>
      )}
    </dl>
  )
}
