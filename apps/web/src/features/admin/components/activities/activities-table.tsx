import type { AdminActivity } from '@afc/contracts'
import { Link } from 'react-router'
import { ActivityTypeBadge } from '@/components/activity-type-badge'
import { ResponsiveTable, type TableColumn } from '@/components/responsive-table'
import { formatMoney } from '@/lib/money'
import { formatDay } from '../../lib/format'
import { ActivityStatusBadge, FeaturedBadge } from '../status-badges'
import { ActivityActions } from './activity-actions'

interface ActivitiesTableProps {
  activities: AdminActivity[]
  featuredCount: number
}

export function ActivitiesTable({ activities, featuredCount }: ActivitiesTableProps) {
  const columns: TableColumn<AdminActivity>[] = [
    {
      header: 'Activity',
      cell: (activity) => (
        <>
          <span className="font-medium">{activity.title}</span>
          <ActivityTypeBadge type={activity.type} className="mt-1 block" />
        </>
      ),
    },
    {
      header: 'Provider',
      cell: (activity) => (
        <Link to={`/admin/vendors/${activity.vendor.id}`} className="text-primary hover:underline">
          {activity.vendor.businessName}
        </Link>
      ),
    },
    {
      header: 'Price',
      className: 'text-right tabular-nums',
      cell: (activity) => formatMoney(activity.priceCents),
    },
    {
      header: 'Created',
      className: 'whitespace-nowrap',
      cell: (activity) => formatDay(activity.createdAt),
    },
    {
      header: 'Status',
      cell: (activity) => (
        <>
          <div className="flex flex-wrap gap-1">
            <ActivityStatusBadge status={activity.status} />
            {activity.isFeatured && <FeaturedBadge />}
          </div>
          {activity.rejectionReason && (
            <p className="mt-1 max-w-56 text-muted-foreground text-xs">
              {activity.rejectionReason}
            </p>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      wide: true,
      cell: (activity) => <ActivityActions activity={activity} featuredCount={featuredCount} />,
    },
  ]
  return (
    <ResponsiveTable
      label="Activities"
      rows={activities}
      columns={columns}
      rowKey={(activity) => activity.id}
      minWidth="min-w-[60rem]"
    />
  )
}
