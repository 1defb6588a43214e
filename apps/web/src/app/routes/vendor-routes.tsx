import type { RouteObject } from 'react-router'
import { ProtectedRoute } from '@/features/auth/session'
import { RouteErrorBoundary } from '../errors/route-error-boundary'
import { ProviderAccessGate } from '../layouts/provider-access-gate'
import { lazyPagesFrom } from './lazy-page'

const vendorPortal = lazyPagesFrom(() => import('@/features/vendor-portal'))
const today = lazyPagesFrom(() => import('@/features/today'))

/**
 * The provider workspace, for vendors only: its sidebar layout and the screens inside it. The
 * public pages for prospective providers (/vendor/pricing, ...) sit in the public area instead.
 */
export const vendorArea: RouteObject = {
  path: 'vendor',
  element: <ProtectedRoute allowedRoles={['vendor']} />,
  children: [
    {
      lazy: async () => ({ Component: (await import('../layouts/vendor-layout')).VendorLayout }),
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            {
              element: <ProviderAccessGate least="manager" instead="/vendor/today" />,
              children: [{ index: true, lazy: vendorPortal('VendorDashboardPage') }],
            },
            { path: 'today', lazy: today('TodayPage') },
            { path: 'rosters', lazy: vendorPortal('RostersPage') },
            { path: 'terms/:id/roster', lazy: vendorPortal('TermRosterPage') },
            { path: 'children/:id/record', lazy: vendorPortal('ProviderChildRecordPage') },
            {
              element: <ProviderAccessGate least="manager" />,
              children: [
                { path: 'activities', lazy: vendorPortal('VendorActivitiesPage') },
                { path: 'activities/new', lazy: vendorPortal('CreateActivityPage') },
                { path: 'activities/:id', lazy: vendorPortal('VendorActivityDetailPage') },
                { path: 'activities/:id/edit', lazy: vendorPortal('EditActivityPage') },
                {
                  path: 'activities/:id/registration',
                  lazy: vendorPortal('ActivityRegistrationPage'),
                },
                { path: 'schedules', lazy: vendorPortal('VendorSchedulesPage') },
                { path: 'bookings', lazy: vendorPortal('VendorBookingsPage') },
                { path: 'discounts', lazy: vendorPortal('VendorPricingPage') },
                { path: 'profile', lazy: vendorPortal('BusinessProfilePage') },
                { path: 'settings', lazy: vendorPortal('VendorSettingsPage') },
              ],
            },
            {
              element: <ProviderAccessGate least="owner" />,
              children: [
                { path: 'payouts', lazy: vendorPortal('VendorPayoutsPage') },
                { path: 'staff', lazy: vendorPortal('StaffPage') },
              ],
            },
          ],
        },
      ],
    },
  ],
}
