import type { AdminActivity } from '@afc/contracts'
import { Link } from 'react-router'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { formatMoney } from '@/lib/money'
import { formatDay } from '../../lib/format'
import { ActivityStatusBadge, FeaturedBadge } from '../status-badges'
import { ActivityActions } from './activity-actions'

interface ActivitiesTableProps {
  activities: AdminActivity[]
  featuredCount: number
}

export function ActivitiesTable({ activities, featuredCount }: ActivitiesTableProps) {
  return (
    <div className="rounded-xl border bg-card">
      <Table className="min-w-[60rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Activity</TableHead>
            <TableHead>Provider</TableHead>
            <TableHead className="text-right">Price</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {activities.map((activity) => (
            <TableRow key={activity.id}>
              <TableCell>
                <span className="font-medium">{activity.title}</span>
                <ActivityTypeBadge type={activity.type} className="mt-1 block" />
              </TableCell>
              <TableCell>
                <Link
                  to={`/admin/vendors/${activity.vendor.id}`}
                  className="text-primary hover:underline"
                >
                  {activity.vendor.businessName}
                </Link>
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatMoney(activity.priceCents)}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(activity.createdAt)}</TableCell>
              <TableCell>
                <div className="flex flex-wrap gap-1">
                  <ActivityStatusBadge status={activity.status} />
                  {activity.isFeatured && <FeaturedBadge />}
                </div>
                {activity.rejectionReason && (
                  <p className="mt-1 max-w-56 text-muted-foreground text-xs">
                    {activity.rejectionReason}
                  </p>
                )}
              </TableCell>
              <TableCell>
                <ActivityActions activity={activity} featuredCount={featuredCount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
