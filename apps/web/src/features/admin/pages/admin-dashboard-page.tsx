import { LoadingStatus } from '@/components/loading-status'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useAdminDashboard } from '../api/get-admin-dashboard'
import {
  AdminDashboardStats,
  AdminDashboardStatsSkeleton,
} from '../components/dashboard/admin-dashboard-stats'
import { RecentListCard, RecentListSkeleton } from '../components/dashboard/recent-list-card'
import { FiguresAsOf } from '../components/figures-as-of'
import { ActivityStatusBadge, VendorStatusBadge } from '../components/status-badges'
import { formatDay } from '../lib/format'

export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard')
  const dashboard = useAdminDashboard()

  return (
    <div className="space-y-8">
      <PageHeader
        title="Dashboard"
        subtitle="The marketplace at a glance, with the change over the last 30 days"
      />
      {dashboard.isPending && (
        <>
          <LoadingStatus label="Loading the dashboard..." />
          <AdminDashboardStatsSkeleton />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentListSkeleton />
            <RecentListSkeleton />
          </div>
        </>
      )}
      {dashboard.isError && (
        <QueryError error={dashboard.error} what="the dashboard" onRetry={dashboard.refetch} />
      )}
      {dashboard.data && (
        <>
          <div className="space-y-2">
            <AdminDashboardStats stats={dashboard.data.stats} />
            <FiguresAsOf iso={dashboard.data.figuresAsOf} />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentListCard
              title="Recent Vendors"
              allTo="/admin/vendors"
              allLabel="All vendors"
              empty="No vendors yet"
              rows={dashboard.data.recentVendors.map((vendor) => ({
                id: vendor.id,
                to: `/admin/vendors/${vendor.id}`,
                title: vendor.businessName,
                detail: `Registered ${formatDay(vendor.registeredAt)}`,
                badge: <VendorStatusBadge status={vendor.status} />,
              }))}
            />
            <RecentListCard
              title="Recent Activities"
              allTo="/admin/activities"
              allLabel="All activities"
              empty="No activities yet"
              rows={dashboard.data.recentActivities.map((activity) => ({
                id: activity.id,
                to: `/admin/activities?${new URLSearchParams({ q: activity.title })}`,
                title: activity.title,
                detail: activity.vendor.businessName,
                badge: <ActivityStatusBadge status={activity.status} />,
              }))}
            />
          </div>
        </>
      )}
    </div>
  )
}
