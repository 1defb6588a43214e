import type { VendorActivity } from '@afc/contracts'
import { CalendarClock, Users } from 'lucide-react'
import { Link } from 'react-router'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { pluralize } from '../../lib/plural'
import { ActiveBadge, ApprovalBadge } from './activity-status-badges'
import { ActivityThumbnail } from './activity-thumbnail'

export function VendorActivityCard({ activity }: { activity: VendorActivity }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <ActivityThumbnail
        src={activity.thumbnailUrl}
        title={activity.title}
        className="aspect-[16/9]"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap gap-1.5">
          <ActivityTypeBadge type={activity.type} />
          <ActiveBadge isActive={activity.isActive} />
          <ApprovalBadge isApproved={activity.isApproved} />
        </div>
        <h2 className="font-semibold text-lg leading-snug">{activity.title}</h2>
        <dl className="grid gap-1 text-muted-foreground text-sm">
          <div className="flex items-center gap-2">
            <Users className="size-4" aria-hidden="true" />
            <dt className="sr-only">Enrollments</dt>
            <dd>{pluralize(activity.enrollments, 'enrollment')}</dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarClock className="size-4" aria-hidden="true" />
            <dt className="sr-only">Next sessions</dt>
            <dd>{pluralize(activity.upcomingSessionCount, 'upcoming session')}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          <span className="font-semibold">{formatMoney(activity.priceCents)}</span>
          <Button asChild variant="outline">
            <Link to={`/vendor/activities/${activity.id}`} aria-label={`Manage ${activity.title}`}>
              Manage
            </Link>
          </Button>
        </div>
      </div>
    </article>
  )
}
