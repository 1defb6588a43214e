import type { ReactNode } from 'react'
import { Link } from 'react-router'

type BookedActivity = {
  activity: { id: string; title: string; thumbnailUrl: string | null }
  provider: { id: string; businessName: string }
}

/**
 * The top of a My Bookings card, for a booking or a waiting-list entry alike: the activity's
 * picture and title, its status badge, and the provider.
 */
export function BookedActivityHeader({
  item,
  titleId,
  badge,
}: {
  item: BookedActivity
  titleId: string
  badge: ReactNode
}) {
  return (
    <div className="flex items-start gap-4">
      {item.activity.thumbnailUrl && (
        <img
          src={item.activity.thumbnailUrl}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
        />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={titleId} className="font-semibold text-lg leading-snug">
            <Link to={`/activities/${item.activity.id}`} className="hover:underline">
              {item.activity.title}
            </Link>
          </h2>
          {badge}
        </div>
        <p className="text-muted-foreground text-sm">
          <Link to={`/vendors/${item.provider.id}`} className="hover:underline">
            {item.provider.businessName}
          </Link>
        </p>
      </div>
    </div>
  )
}

/** One labelled line of a My Bookings card ('When', 'Children', …). */
export function CardDetail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}
