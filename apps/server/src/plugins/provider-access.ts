import type { ProviderRole } from '@afc/contracts'

/**
 * The least provider role a route needs. The owner passes every route; `manager` lets managers
 * in too; `instructor` lets everyone on the staff in, and the route's service then narrows an
 * instructor to the activities and locations assigned to them (ADR 53).
 */
export type ProviderAccess = ProviderRole

/**
 * Every route under /api/vendor/, as `METHOD /path` the way Fastify registers it, and who may
 * call it. A route missing here is refused to all staff; `provider-access.test.ts` fails until
 * it is declared.
 */
export const PROVIDER_ROUTE_ACCESS: Readonly<Record<string, ProviderAccess>> = {
  // Who the caller works for and as what: the provider area's navigation reads it.
  'GET /api/vendor/me': 'instructor',

  // Rosters and children's records: instructors, for what they are assigned.
  'GET /api/vendor/rosters': 'instructor',
  'GET /api/vendor/terms/:id/roster': 'instructor',
  'GET /api/vendor/children/:id/record': 'instructor',

  // The session day: Today, check-in and check-out, and attendance figures, for what each sees.
  'GET /api/vendor/today': 'instructor',
  'POST /api/vendor/attendance': 'instructor',
  'POST /api/vendor/attendance/batch': 'instructor',
  'GET /api/vendor/terms/:id/attendance': 'instructor',
  'GET /api/vendor/terms/:id/attendance.csv': 'instructor',
  'GET /api/vendor/activities/:id/attendance': 'instructor',
  'GET /api/vendor/activities/:id/attendance.csv': 'instructor',

  // Running the business day to day: managers and the owner.
  'GET /api/vendor/dashboard': 'manager',
  'GET /api/vendor/activities': 'manager',
  'POST /api/vendor/activities': 'manager',
  'GET /api/vendor/activities/:id': 'manager',
  'PUT /api/vendor/activities/:id': 'manager',
  'DELETE /api/vendor/activities/:id': 'manager',
  'PATCH /api/vendor/activities/:id/capacity': 'manager',
  'PATCH /api/vendor/activities/:id/status': 'manager',
  'GET /api/vendor/activities/:id/registration': 'manager',
  'PUT /api/vendor/activities/:id/questions': 'manager',
  'PUT /api/vendor/activities/:id/waiver': 'manager',
  'GET /api/vendor/activities/:id/payment-plan': 'manager',
  'PUT /api/vendor/activities/:id/payment-plan': 'manager',
  'GET /api/vendor/activities/:id/signatures': 'manager',
  'GET /api/vendor/signatures/:id/waiver.pdf': 'manager',
  'GET /api/vendor/activities/:id/announcements': 'manager',
  'POST /api/vendor/activities/:id/announcements': 'manager',
  'GET /api/vendor/schedules': 'manager',
  'POST /api/vendor/schedules': 'manager',
  'PATCH /api/vendor/schedules/:id': 'manager',
  'POST /api/vendor/schedules/:id/cancel': 'manager',
  'POST /api/vendor/schedules/:id/decision': 'manager',
  'GET /api/vendor/schedules/:id/waitlist': 'manager',
  'GET /api/vendor/sessions/:id/announcements': 'manager',
  'POST /api/vendor/sessions/:id/announcements': 'manager',
  'GET /api/vendor/terms': 'manager',
  'POST /api/vendor/terms': 'manager',
  'GET /api/vendor/terms/:id': 'manager',
  'PATCH /api/vendor/terms/:id': 'manager',
  'DELETE /api/vendor/terms/:id': 'manager',
  'POST /api/vendor/terms/:id/cancel': 'manager',
  'POST /api/vendor/terms/:id/decision': 'manager',
  'GET /api/vendor/terms/:id/payment-plan': 'manager',
  'PUT /api/vendor/terms/:id/payment-plan': 'manager',
  'POST /api/vendor/terms/:id/extras': 'manager',
  'PATCH /api/vendor/terms/:id/extras/:extraId': 'manager',
  'DELETE /api/vendor/terms/:id/extras/:extraId': 'manager',
  'GET /api/vendor/bookings': 'manager',
  'GET /api/vendor/bookings.csv': 'manager',
  'GET /api/vendor/discount-rules': 'manager',
  'POST /api/vendor/discount-rules': 'manager',
  'PUT /api/vendor/discount-rules/:id': 'manager',
  'DELETE /api/vendor/discount-rules/:id': 'manager',
  'GET /api/vendor/promo-codes': 'manager',
  'POST /api/vendor/promo-codes': 'manager',
  'PUT /api/vendor/promo-codes/:id': 'manager',
  'DELETE /api/vendor/promo-codes/:id': 'manager',
  'GET /api/vendor/reviews': 'manager',
  'POST /api/vendor/reviews/:id/reply': 'manager',
  'GET /api/vendor/profile': 'manager',
  'PUT /api/vendor/profile': 'manager',
  'POST /api/vendor/profile/logo': 'manager',
  'POST /api/vendor/profile/banner': 'manager',
  'POST /api/vendor/locations': 'manager',
  'PUT /api/vendor/locations/:id': 'manager',
  'DELETE /api/vendor/locations/:id': 'manager',
  'GET /api/vendor/settings': 'manager',
  'PUT /api/vendor/settings': 'manager',
  'PUT /api/vendor/attendance/settings': 'manager',

  // Money out and the payment account: the owner alone.
  'GET /api/vendor/payouts': 'owner',
  'GET /api/vendor/payouts.csv': 'owner',
  'GET /api/vendor/payouts/to-collect': 'owner',
  'GET /api/vendor/payouts/to-collect.csv': 'owner',
  'POST /api/vendor/payouts/connect': 'owner',
  'POST /api/vendor/payouts/refresh': 'owner',

  // Who may act for the business: the owner alone.
  'GET /api/vendor/staff': 'owner',
  'POST /api/vendor/staff/invitations': 'owner',
  'DELETE /api/vendor/staff/invitations/:id': 'owner',
  'PUT /api/vendor/staff/:id': 'owner',
  'DELETE /api/vendor/staff/:id': 'owner',
}

const RANK: Record<ProviderRole, number> = { instructor: 0, manager: 1, owner: 2 }

/** `METHOD /path` of a route, HEAD answered as the GET it mirrors. */
export const routeKey = (method: string, url: string) =>
  `${method === 'HEAD' ? 'GET' : method} ${url}`

/** Whether a caller of this provider role may call the route; undeclared routes: owner only. */
export function providerRoleMayCall(role: ProviderRole, key: string): boolean {
  const needed = PROVIDER_ROUTE_ACCESS[key] ?? 'owner'
  return RANK[role] >= RANK[needed]
}

/** Whether a path belongs to the provider area the guard and this map cover. */
export const isProviderPath = (url: string) => url.startsWith('/api/vendor/')
