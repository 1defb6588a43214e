import type {
  VendorBookingListQuery,
  VendorPayoutsQuery,
  VendorReviewListQuery,
} from '@afc/contracts'

export type SessionPeriod = 'upcoming' | 'past'

/** Who a provider's message goes to: the families of one session, or of a whole activity. */
export type AnnouncementTarget = { kind: 'session' | 'activity'; id: string }

/**
 * Every vendor query sits under ['vendor'], so a change that touches several screens (an
 * activity deleted, a session cancelled) can refresh them all at once.
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  dashboard: () => [...vendorKeys.all, 'dashboard'] as const,
  activities: () => [...vendorKeys.all, 'activities'] as const,
  activity: (id: string) => [...vendorKeys.activities(), id] as const,
  sessions: (filters: { activityId?: string; when: SessionPeriod }) =>
    [...vendorKeys.all, 'sessions', filters] as const,
  terms: (activityId: string | undefined) =>
    [...vendorKeys.all, 'terms', activityId ?? 'all'] as const,
  registration: (activityId: string) => [...vendorKeys.all, 'registration', activityId] as const,
  signatures: (activityId: string, page: number) =>
    [...vendorKeys.all, 'signatures', activityId, page] as const,
  paymentPlan: (target: { kind: 'term' | 'activity'; id: string }) =>
    [...vendorKeys.all, 'payment-plan', target.kind, target.id] as const,
  toCollect: (page: number) => [...vendorKeys.all, 'to-collect', page] as const,
  termRoster: (termId: string) => [...vendorKeys.all, 'term-roster', termId] as const,
  termAttendance: (termId: string) => [...vendorKeys.all, 'term-attendance', termId] as const,
  activityAttendance: (activityId: string) =>
    [...vendorKeys.all, 'activity-attendance', activityId] as const,
  childRecord: (childId: string) => [...vendorKeys.all, 'child-record', childId] as const,
  sessionWaitlist: (sessionId: string) =>
    [...vendorKeys.all, 'session-waitlist', sessionId] as const,
  bookings: (filters: VendorBookingListQuery) => [...vendorKeys.all, 'bookings', filters] as const,
  reviews: (filters: VendorReviewListQuery) => [...vendorKeys.all, 'reviews', filters] as const,
  payouts: (filters: VendorPayoutsQuery) => [...vendorKeys.all, 'payouts', filters] as const,
  discountRules: () => [...vendorKeys.all, 'discount-rules'] as const,
  promoCodes: () => [...vendorKeys.all, 'promo-codes'] as const,
  profile: () => [...vendorKeys.all, 'profile'] as const,
  settings: () => [...vendorKeys.all, 'settings'] as const,
  rosters: () => [...vendorKeys.all, 'rosters'] as const,
  staff: () => [...vendorKeys.all, 'staff'] as const,
  announcements: (target: AnnouncementTarget) =>
    [...vendorKeys.all, 'announcements', target.kind, target.id] as const,
}
