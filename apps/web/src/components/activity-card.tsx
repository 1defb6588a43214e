import type { ActivityType } from '@afc/contracts'
import { ImageIcon, Users } from 'lucide-react'
import { Link } from 'react-router'
import { formatMoney } from '@/lib/money'
import { ActivityTypeBadge } from './activity-type-badge'

export interface ActivityCardData {
  id: string
  title: string
  type: ActivityType
  shortDescription: string | null
  thumbnailUrl: string | null
  priceCents: number | null
  vendorName: string
  minAge: number | null
  maxAge: number | null
}

function ageLabel(minAge: number | null, maxAge: number | null): string {
  if (minAge != null && maxAge != null) return `Ages ${minAge}–${maxAge}`
  if (minAge != null) return `Ages ${minAge}+`
  if (maxAge != null) return `Up to ${maxAge} years`
  return 'All ages'
}

export function ActivityCard({ activity }: { activity: ActivityCardData }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-ring focus-within:outline-offset-2 hover:shadow-md">
      <div className="aspect-[4/3] bg-muted">
        {activity.thumbnailUrl ? (
          <img
            src={activity.thumbnailUrl}
            alt={activity.title}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <ImageIcon className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ActivityTypeBadge type={activity.type} />
        <h3 className="font-semibold text-lg leading-snug">
          <Link
            to={`/activities/${activity.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {activity.title}
          </Link>
        </h3>
        <p className="text-muted-foreground text-sm">{activity.vendorName}</p>
        {activity.shortDescription && (
          <p className="line-clamp-2 text-sm">{activity.shortDescription}</p>
        )}
        <div className="mt-auto flex items-center justify-between pt-2 text-sm">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Users className="size-4" aria-hidden="true" />
            {ageLabel(activity.minAge, activity.maxAge)}
          </span>
          <span className="font-semibold">{formatMoney(activity.priceCents)}</span>
        </div>
      </div>
    </article>
  )
}
