import type { VendorActivityDetail } from '@afc/contracts'
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatMoney } from '@/lib/money'
import { ActiveBadge, ApprovalBadge } from '../activities/activity-status-badges'
import { PlanDialog } from '../payment-plan/plan-dialog'
import { ActiveSwitch } from './active-switch'

function ageRange({ minAge, maxAge }: VendorActivityDetail): string {
  return `${minAge ?? 0} - ${maxAge ?? 'No limit'}${maxAge === null ? '' : ' years'}`
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="text-right font-medium text-sm">{children}</dd>
    </div>
  )
}

export function ActivityDetailsCard({ activity }: { activity: VendorActivityDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity Details</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="divide-y">
          <Detail label="Age Range">{ageRange(activity)}</Detail>
          <Detail label="Capacity">{activity.capacity ?? 'Unlimited'}</Detail>
          <Detail label="Price">{formatMoney(activity.priceCents)}</Detail>
          <Detail label="Duration">
            {activity.durationMinutes ? `${activity.durationMinutes} minutes` : 'Not set'}
          </Detail>
          <Detail label="Location">{activity.location?.name ?? 'Not set'}</Detail>
          <Detail label="Status">
            <ActiveBadge isActive={activity.isActive} />
          </Detail>
          <Detail label="Review">
            <ApprovalBadge isApproved={activity.isApproved} />
          </Detail>
        </dl>
        {!activity.isApproved && (
          <p className="text-muted-foreground text-sm">
            Awaiting review: families cannot see or book this activity until an admin approves it.
            Existing bookings and sessions are kept.
          </p>
        )}
        <ActiveSwitch activityId={activity.id} isActive={activity.isActive} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground text-sm">Single sessions and drop-ins</p>
          <PlanDialog
            target={{ kind: 'activity', id: activity.id }}
            name={activity.title}
            description="A deposit or monthly instalments families may choose when they book a session on its own or drop in to a term's session."
            priceCents={activity.priceCents}
            startsAt={null}
            timeZone={activity.location?.timeZone ?? 'UTC'}
            priceName="a session"
          />
        </div>
      </CardContent>
    </Card>
  )
}
