import type { RouteObject } from 'react-router'
import { ProtectedRoute } from '@/features/auth/session'
import { RouteErrorBoundary } from '../errors/route-error-boundary'
import { lazyPagesFrom } from './lazy-page'

const admin = lazyPagesFrom(() => import('@/features/admin'))

/** The admin area, for admins only: its sidebar layout and the screens inside it. */
export const adminArea: RouteObject = {
  path: 'admin',
  element: <ProtectedRoute allowedRoles={['admin']} />,
  children: [
    {
      lazy: async () => ({ Component: (await import('../layouts/admin-layout')).AdminLayout }),
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, lazy: admin('AdminDashboardPage') },
            { path: 'vendors', lazy: admin('AdminVendorsPage') },
            { path: 'vendors/:id', lazy: admin('AdminVendorDetailPage') },
            { path: 'activities', lazy: admin('AdminActivitiesPage') },
            { path: 'users', lazy: admin('AdminUsersPage') },
            { path: 'children', lazy: admin('AdminChildRecordsPage') },
            { path: 'content', lazy: admin('AdminContentPage') },
            { path: 'analytics', lazy: admin('AdminAnalyticsPage') },
            { path: 'payments', lazy: admin('AdminPaymentsPage') },
            { path: 'platform-codes', lazy: admin('AdminPlatformCodesPage') },
            { path: 'jobs', lazy: admin('AdminJobsPage') },
            { path: 'settings', lazy: admin('AdminSettingsPage') },
          ],
        },
      ],
    },
  ],
}
