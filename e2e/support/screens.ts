// Every screen of the web app, as the accessibility spec visits it. Plain data, so the web unit
// tests can hold it against the router's own tree: a route added there without a line here fails
// apps/web/src/app/routes/screen-coverage.test.ts.

/** Who looks at the screen: nobody signed in, or one of the demo accounts. */
export type Viewer = 'visitor' | 'parent' | 'provider' | 'admin'

/** A record the spec looks up before it can fill in a route's `:id`. */
export type RecordToOpen =
  | 'activity'
  | 'provider'
  | 'own activity'
  | 'own term'
  | 'provider to review'
  | 'own child'

export type Screen = {
  /** The route's pattern, exactly as the router spells it. */
  route: string
  viewer: Viewer
  /** Where to go, when it differs from the pattern (query strings, unknown paths). */
  path?: string
  /** Fills in the pattern's `:id`. */
  opens?: RecordToOpen
  /** Text on the screen only once its data has arrived. */
  shows?: string
}

export const screens: Screen[] = [
  { route: '/', viewer: 'visitor', shows: 'Featured Activities' },
  { route: '/activities', viewer: 'visitor', shows: 'Showing' },
  { route: '/activities/:id', viewer: 'visitor', opens: 'activity' },
  { route: '/vendors/:id', viewer: 'visitor', opens: 'provider' },
  { route: '/auth', viewer: 'visitor' },
  { route: '/unauthorized', viewer: 'visitor' },
  {
    route: '/staff/join/:token',
    viewer: 'visitor',
    path: '/staff/join/not-a-real-invitation-link-aaaaaaaaaaaaaaaaaaaaaaa',
    shows: 'This invitation cannot be used',
  },
  {
    route: '/unsubscribe',
    viewer: 'visitor',
    path: '/unsubscribe?token=not-a-real-link',
    shows: 'This link does not work',
  },
  {
    route: '/checkout/test/:checkoutId',
    viewer: 'visitor',
    path: '/checkout/test/cs_test_not-a-real-checkout',
    shows: 'This test checkout does not exist.',
  },
  { route: '/locations', viewer: 'visitor' },
  { route: '/about', viewer: 'visitor' },
  { route: '/contact', viewer: 'visitor' },
  { route: '/how-it-works', viewer: 'visitor' },
  { route: '/faq', viewer: 'visitor' },
  { route: '/careers', viewer: 'visitor' },
  { route: '/blog', viewer: 'visitor' },
  { route: '/terms', viewer: 'visitor' },
  { route: '/privacy', viewer: 'visitor' },
  { route: '/cookies', viewer: 'visitor' },
  { route: '/vendor/how-it-works', viewer: 'visitor' },
  { route: '/vendor/pricing', viewer: 'visitor' },
  { route: '/vendor/resources', viewer: 'visitor' },
  { route: '/*', viewer: 'visitor', path: '/no-such-page' },

  { route: '/profile', viewer: 'parent' },
  { route: '/bookings', viewer: 'parent' },
  { route: '/children', viewer: 'parent' },
  {
    route: '/children/:id/record',
    viewer: 'parent',
    opens: 'own child',
    shows: 'Emergency contacts',
  },
  { route: '/settings', viewer: 'parent' },
  {
    route: '/account/offers/:entryId',
    viewer: 'parent',
    path: '/account/offers/9a2b7c40-3333-4d5e-8f90-000000000000',
    shows: 'This offer could not be found',
  },
  {
    route: '/bookings/:bookingId/pay',
    viewer: 'parent',
    path: '/bookings/9a2b7c40-3333-4d5e-8f90-000000000000/pay',
    shows: 'This payment plan could not be found',
  },
  {
    route: '/checkout/return',
    viewer: 'parent',
    path: '/checkout/return?booking=9a2b7c40-3333-4d5e-8f90-000000000000',
    shows: 'Booking not found',
  },

  { route: '/vendor', viewer: 'provider' },
  { route: '/vendor/today', viewer: 'provider' },
  { route: '/vendor/activities', viewer: 'provider' },
  { route: '/vendor/activities/new', viewer: 'provider' },
  { route: '/vendor/activities/:id', viewer: 'provider', opens: 'own activity' },
  { route: '/vendor/activities/:id/edit', viewer: 'provider', opens: 'own activity' },
  { route: '/vendor/activities/:id/registration', viewer: 'provider', opens: 'own activity' },
  { route: '/vendor/schedules', viewer: 'provider' },
  { route: '/vendor/terms/:id/roster', viewer: 'provider', opens: 'own term', shows: 'children' },
  { route: '/vendor/bookings', viewer: 'provider' },
  {
    // A child the provider never had: the screen's refusal, and no opening in a demo child's log.
    route: '/vendor/children/:id/record',
    viewer: 'provider',
    path: '/vendor/children/9a2b7c40-3333-4d5e-8f90-000000000000/record',
    shows: 'Record not available',
  },
  { route: '/vendor/payouts', viewer: 'provider', shows: 'By booking' },
  { route: '/vendor/discounts', viewer: 'provider', shows: 'Add a code' },
  { route: '/vendor/profile', viewer: 'provider' },
  { route: '/vendor/settings', viewer: 'provider' },
  { route: '/vendor/rosters', viewer: 'provider', shows: 'Rosters' },
  { route: '/vendor/staff', viewer: 'provider', shows: 'Invite someone' },

  { route: '/admin', viewer: 'admin' },
  { route: '/admin/vendors', viewer: 'admin' },
  { route: '/admin/vendors/:id', viewer: 'admin', opens: 'provider to review' },
  { route: '/admin/activities', viewer: 'admin' },
  { route: '/admin/users', viewer: 'admin' },
  { route: '/admin/children', viewer: 'admin' },
  { route: '/admin/content', viewer: 'admin' },
  { route: '/admin/analytics', viewer: 'admin' },
  { route: '/admin/payments', viewer: 'admin' },
  { route: '/admin/platform-codes', viewer: 'admin' },
  { route: '/admin/jobs', viewer: 'admin' },
  { route: '/admin/settings', viewer: 'admin' },
]
