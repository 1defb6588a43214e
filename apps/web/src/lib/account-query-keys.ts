/**
 * Query keys of a family's own records. They live here because two features touch them: the
 * activity page books and adds children, the account pages list and change them.
 */
export const childrenKeys = {
  all: ['children'] as const,
  record: (childId: string) => ['child-record', childId] as const,
  recordViews: (childId: string) => ['child-record', childId, 'views'] as const,
}

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (when: 'upcoming' | 'past') => [...bookingKeys.all, when] as const,
  calendarFeed: () => [...bookingKeys.all, 'calendar-feed'] as const,
  /** Under bookings: a booking made, cancelled or refunded moves the family's credit. */
  credits: () => [...bookingKeys.all, 'credits'] as const,
  plan: (id: string) => [...bookingKeys.all, 'plan', id] as const,
  attendance: (id: string) => [...bookingKeys.all, 'attendance', id] as const,
  pickupCode: () => [...bookingKeys.all, 'pickup-code'] as const,
}

/** A family's waiting-list entries: joined from an activity's page, shown on My Bookings. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  list: () => [...waitlistKeys.all, 'list'] as const,
  entry: (id: string) => [...waitlistKeys.all, 'entry', id] as const,
}
