import type { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import {
  activityListLoader,
  loadActivitiesPage,
  loadActivityDetailPage,
} from '@/features/activities'
import { ProtectedRoute } from '@/features/auth/session'
import { RouteErrorBoundary } from '../errors/route-error-boundary'
import { PublicLayout } from '../layouts/public-layout'
import { NotFoundPage } from '../pages/not-found-page'
import { lazyPagesFrom } from './lazy-page'

const home = lazyPagesFrom(() => import('@/features/home'))
const activityList = lazyPagesFrom(loadActivitiesPage)
const activityPage = lazyPagesFrom(loadActivityDetailPage)
const providers = lazyPagesFrom(() => import('@/features/providers'))
const auth = lazyPagesFrom(() => import('@/features/auth'))
const account = lazyPagesFrom(() => import('@/features/account'))
const checkout = lazyPagesFrom(() => import('@/features/checkout'))
const info = lazyPagesFrom(() => import('@/features/info'))

/**
 * Everything with the site header and footer, including the unknown-route page. The query client
 * is the app's own, for the loaders that start a page's first request early.
 */
export const publicArea = (queryClient: QueryClient): RouteObject => ({
  Component: PublicLayout,
  children: [
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        { index: true, lazy: home('HomePage') },
        {
          path: 'activities',
          ...activityListLoader(queryClient),
          lazy: activityList('ActivitiesPage'),
        },
        { path: 'activities/:id', lazy: activityPage('ActivityDetailPage') },
        { path: 'vendors/:id', lazy: providers('ProviderPage') },
        { path: 'auth', lazy: auth('AuthPage') },
        { path: 'unauthorized', lazy: auth('UnauthorizedPage') },
        { path: 'staff/join/:token', lazy: auth('StaffInvitationPage') },
        { path: 'unsubscribe', lazy: account('UnsubscribePage') },
        // The offline payment page is public, like the card processor's it stands in for.
        { path: 'checkout/test/:checkoutId', lazy: checkout('TestCheckoutPage') },
        {
          // A customer's own pages: any signed-in user may open them.
          element: <ProtectedRoute />,
          children: [
            { path: 'profile', lazy: account('ProfilePage') },
            { path: 'bookings', lazy: account('BookingsPage') },
            { path: 'bookings/:bookingId/pay', lazy: account('PlanPaymentPage') },
            { path: 'account/offers/:entryId', lazy: account('OfferPage') },
            { path: 'children', lazy: account('ChildrenPage') },
            { path: 'children/:id/record', lazy: account('ChildRecordPage') },
            { path: 'settings', lazy: account('SettingsPage') },
            { path: 'checkout/return', lazy: checkout('CheckoutReturnPage') },
          ],
        },
        { path: 'locations', lazy: info('LocationsPage') },
        { path: 'about', lazy: info('AboutPage') },
        { path: 'contact', lazy: info('ContactPage') },
        { path: 'how-it-works', lazy: info('HowItWorksPage') },
        { path: 'faq', lazy: info('FaqPage') },
        { path: 'careers', lazy: info('CareersPage') },
        { path: 'blog', lazy: info('BlogPage') },
        { path: 'terms', lazy: info('TermsPage') },
        { path: 'privacy', lazy: info('PrivacyPage') },
        { path: 'cookies', lazy: info('CookiesPage') },
        // Information for prospective providers is public, unlike the rest of /vendor.
        { path: 'vendor/how-it-works', lazy: info('ProviderHowItWorksPage') },
        { path: 'vendor/pricing', lazy: info('ProviderPricingPage') },
        { path: 'vendor/resources', lazy: info('ProviderResourcesPage') },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ],
})
