import type {
  VendorActivity,
  VendorActivityDetail,
  VendorBooking,
  VendorDashboard,
  VendorProfile,
  VendorReview,
  VendorReviewPage,
  VendorSessionRow,
} from '@afc/contracts'
import { noRunMinimum } from '@/test/catalog-samples'

// Sample API answers, valid against the response schemas the app parses them with.

export const ids = {
  activity: '7d1f0c2e-1111-4a6b-8c3d-000000000001',
  otherActivity: '7d1f0c2e-1111-4a6b-8c3d-000000000002',
  location: '7d1f0c2e-2222-4a6b-8c3d-000000000001',
  otherLocation: '7d1f0c2e-2222-4a6b-8c3d-000000000002',
  session: '7d1f0c2e-3333-4a6b-8c3d-000000000001',
  booking: '7d1f0c2e-4444-4a6b-8c3d-000000000001',
  review: '7d1f0c2e-5555-4a6b-8c3d-000000000001',
  otherReview: '7d1f0c2e-5555-4a6b-8c3d-000000000002',
  vendor: '3f1c2a9e-0000-4000-8000-000000000002',
} as const

export function vendorActivity(overrides: Partial<VendorActivity> = {}): VendorActivity {
  return {
    id: ids.activity,
    title: 'Watercolor Adventures',
    type: 'course',
    description: 'Six weeks of washes, salt and splatter for young painters.',
    shortDescription: 'Paint with water and colour.',
    whatToBring: null,
    thumbnailUrl: '/demo/activity-art-paint.webp',
    minAge: 6,
    maxAge: 10,
    capacity: 12,
    durationMinutes: 90,
    priceCents: 16500,
    isActive: true,
    isApproved: true,
    isFeatured: false,
    categories: [{ slug: 'art', name: 'Art & Craft' }],
    location: { id: ids.location, name: 'Main Studio', timeZone: 'America/Chicago' },
    enrollments: 3,
    upcomingSessionCount: 8,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  }
}

export function vendorActivityDetail(
  overrides: Partial<VendorActivityDetail> = {},
): VendorActivityDetail {
  return {
    ...vendorActivity(),
    sessions: [
      {
        id: ids.session,
        startsAt: '2026-03-14T15:00:00.000Z',
        endsAt: '2026-03-14T16:30:00.000Z',
        spotsLeft: 9,
        booked: 3,
        isCancelled: false,
        ...noRunMinimum,
      },
    ],
    ...overrides,
  }
}

export function vendorDashboard(overrides: Partial<VendorDashboard> = {}): VendorDashboard {
  return {
    stats: {
      totalActivities: 8,
      upcomingSessions: 58,
      nextSession: { startsAt: '2026-03-12T18:00:00.000Z', timeZone: 'America/Chicago' },
      totalEnrollments: 9,
      revenueCents: 81_400,
    },
    payments: { accountStatus: 'connected', paidActivities: 6 },
    upcomingBookings: [],
    popularActivities: [],
    waitingLists: [],
    belowMinimum: [],
    ...overrides,
  }
}

/** A session as Schedules lists it; one not begun has no attendance yet. */
export function vendorSession(overrides: Partial<VendorSessionRow> = {}): VendorSessionRow {
  return {
    id: ids.session,
    activityId: ids.activity,
    activityTitle: 'Watercolor Adventures',
    startsAt: '2026-03-14T15:00:00.000Z',
    endsAt: '2026-03-14T16:30:00.000Z',
    timeZone: 'America/Chicago',
    isCancelled: false,
    booked: 3,
    capacity: 12,
    waiting: 0,
    termId: null,
    minPlaces: null,
    decisionHours: 72,
    decisionAt: null,
    decision: null,
    confirmedPlaces: 3,
    decisionPending: false,
    attendance: null,
    ...overrides,
  }
}

export function vendorBooking(overrides: Partial<VendorBooking> = {}): VendorBooking {
  return {
    id: ids.booking,
    activityId: ids.activity,
    activityTitle: 'Watercolor Adventures',
    sessionId: ids.session,
    kind: 'single',
    termName: null,
    startsAt: '2026-03-14T15:00:00.000Z',
    timeZone: 'America/Chicago',
    status: 'confirmed',
    quantity: 2,
    totalAmountCents: 7000,
    priceLines: [
      { kind: 'base', label: 'Session', amountCents: 3500, firstName: 'Lily' },
      { kind: 'base', label: 'Session', amountCents: 3500, firstName: 'Max' },
    ],
    customerName: 'Emily Carter',
    customerEmail: 'emily@example.com',
    participants: [
      {
        childId: '6a2e9d10-1111-4c3b-9d2a-000000000001',
        firstName: 'Lily',
        lastName: 'Carter',
        notes: 'Mild peanut allergy.',
        allergyAlerts: [],
        answers: [{ question: 'Can Lily swim?', answer: 'yes' }],
      },
      {
        childId: '6a2e9d10-1111-4c3b-9d2a-000000000002',
        firstName: 'Max',
        lastName: 'Carter',
        notes: null,
        allergyAlerts: [
          { name: 'Bee stings', severity: 'severe', whatToDo: 'Call 911, then his mother' },
        ],
        answers: [],
      },
    ],
    bookedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  }
}

export function vendorReview(overrides: Partial<VendorReview> = {}): VendorReview {
  return {
    id: ids.review,
    activity: { id: ids.activity, title: 'Watercolor Adventures' },
    rating: 4,
    comment: 'Maya came home covered in paint and smiling.',
    authorFirstName: 'Ana',
    createdAt: '2026-03-15T17:00:00.000Z',
    isHidden: false,
    reply: null,
    ...overrides,
  }
}

/** One page of reviews, as GET /api/vendor/reviews answers. */
export function vendorReviewPage(items: VendorReview[] = []): VendorReviewPage {
  return { items, total: items.length, page: 1, pageCount: 1 }
}

export function vendorProfile(overrides: Partial<VendorProfile> = {}): VendorProfile {
  return {
    id: ids.vendor,
    businessName: 'Clay Corner',
    description: 'Hand-building and wheel classes for kids.',
    logoUrl: null,
    bannerUrl: null,
    website: 'https://claycorner.example.com',
    email: 'hello@claycorner.example.com',
    phone: '(512) 555-0100',
    status: 'approved',
    locations: [
      {
        id: ids.location,
        name: 'Main Studio',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        timeZone: 'America/Chicago',
        isPrimary: true,
      },
      {
        id: ids.otherLocation,
        name: 'Park Pavilion',
        address: '9 Park Rd',
        city: 'Austin',
        state: 'TX',
        zipcode: '78702',
        timeZone: 'America/Chicago',
        isPrimary: false,
      },
    ],
    categories: [],
    ...overrides,
  }
}

export const categoryList = {
  items: [
    { id: '7d1f0c2e-5555-4a6b-8c3d-000000000001', name: 'Art & Craft', slug: 'art' },
    { id: '7d1f0c2e-5555-4a6b-8c3d-000000000002', name: 'Music & Dance', slug: 'music' },
    { id: '7d1f0c2e-5555-4a6b-8c3d-000000000003', name: 'Outdoor', slug: 'outdoor' },
  ],
}
