import type {
  AdminActivity,
  AdminActivityPage,
  AdminAnalytics,
  AdminDashboard,
  AdminPayment,
  AdminStat,
  AdminUser,
  AdminVendorDetail,
  AdminVendorSummary,
} from '@afc/contracts'

// Sample API answers, valid against the response schemas the app parses them with.

export const ids = {
  vendor: '5b0e7a10-0000-4000-8000-000000000001',
  otherVendor: '5b0e7a10-0000-4000-8000-000000000002',
  activity: '5b0e7a10-1111-4000-8000-000000000001',
} as const

const NOW = '2026-03-12T11:00:00.000Z'

export function stat(overrides: Partial<AdminStat> = {}): AdminStat {
  return { total: 10, last30Days: 4, previous30Days: 2, changePercent: 100, ...overrides }
}

export function adminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    figuresAsOf: NOW,
    stats: {
      totalVendors: stat({ total: 8, last30Days: 3, previous30Days: 2, changePercent: 50 }),
      totalActivities: stat({ total: 52, last30Days: 6, previous30Days: 8, changePercent: -25 }),
      totalUsers: stat({ total: 1234, last30Days: 40, previous30Days: 0, changePercent: null }),
      revenueCents: stat({
        total: 8_145_050,
        last30Days: 0,
        previous30Days: 0,
        changePercent: null,
      }),
    },
    recentVendors: [
      {
        id: ids.vendor,
        businessName: 'Pinecone Pottery Club',
        registeredAt: '2026-03-10T15:00:00.000Z',
        status: 'pending',
      },
    ],
    recentActivities: [
      {
        id: ids.activity,
        title: 'Snowshoe Adventure Day',
        vendor: { id: ids.otherVendor, businessName: 'Little Explorers' },
        status: 'pending',
        createdAt: NOW,
      },
    ],
    ...overrides,
  }
}

export function vendorSummary(overrides: Partial<AdminVendorSummary> = {}): AdminVendorSummary {
  return {
    id: ids.vendor,
    businessName: 'Pinecone Pottery Club',
    ownerEmail: 'pending-vendor@example.com',
    status: 'pending',
    registeredAt: '2026-03-10T15:00:00.000Z',
    activityCount: 1,
    ...overrides,
  }
}

export function vendorDetail(overrides: Partial<AdminVendorDetail> = {}): AdminVendorDetail {
  return {
    id: ids.vendor,
    businessName: 'Pinecone Pottery Club',
    description: 'A small ceramics studio opening its wheels to young potters.',
    logoUrl: null,
    bannerUrl: null,
    status: 'pending',
    statusReason: null,
    registeredAt: '2026-03-10T15:00:00.000Z',
    owner: {
      id: 'user-pine',
      email: 'pending-vendor@example.com',
      name: 'Pat Lee',
      disabled: false,
    },
    contact: { website: null, email: null, phone: null, notificationEmail: null },
    locations: [],
    activityCount: 1,
    bookingCount: 0,
    revenueCents: 0,
    ...overrides,
  }
}

export function page<Item>(items: Item[], overrides: { total?: number; pageCount?: number } = {}) {
  return { items, total: items.length, page: 1, pageCount: 1, ...overrides }
}

let activityNumber = 0

export function adminActivity(overrides: Partial<AdminActivity> = {}): AdminActivity {
  activityNumber += 1
  return {
    id: `5b0e7a10-2222-4000-8000-${String(activityNumber).padStart(12, '0')}`,
    title: `Activity ${activityNumber}`,
    type: 'class',
    status: 'approved',
    isActive: true,
    isApproved: true,
    isFeatured: false,
    rejectionReason: null,
    priceCents: 2500,
    createdAt: NOW,
    vendor: { id: ids.otherVendor, businessName: 'Little Explorers', status: 'approved' },
    ...overrides,
  }
}

export function activityPage(
  items: AdminActivity[],
  featuredCount = items.filter((item) => item.isFeatured).length,
): AdminActivityPage {
  return { ...page(items), featuredCount }
}

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-sam',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Rivera',
    roles: ['customer'],
    registeredAt: NOW,
    disabledAt: null,
    vendor: null,
    ...overrides,
  }
}

/** Twelve Mondays from 22 Dec 2025; week n has n bookings, n × $10 and n + 1 new users. */
export function adminAnalytics(): AdminAnalytics {
  const weeks = Array.from({ length: 12 }, (_, index) => {
    const start = new Date(Date.UTC(2025, 11, 22 + index * 7))
    return {
      weekStart: start.toISOString().slice(0, 10),
      bookings: index + 1,
      revenueCents: (index + 1) * 1000,
      newUsers: index + 2,
    }
  })
  return {
    figuresAsOf: NOW,
    weeks,
    topCategories: [
      { slug: 'art', name: 'Art & Craft', bookings: 42, revenueCents: 123_400 },
      { slug: 'stem', name: 'STEM', bookings: 17, revenueCents: 50_000 },
    ],
    topProviders: [
      { id: ids.otherVendor, businessName: 'Little Explorers', bookings: 30, revenueCents: 99_900 },
    ],
    waitingLists: [
      {
        activityId: ids.activity,
        title: 'Robot Builders',
        businessName: 'Little Explorers',
        families: 7,
        children: 11,
      },
    ],
    // October 2025 to March 2026 (NOW's month): none in the first two, then some ran, some not.
    runDecisions: [
      { month: '2025-10', ran: 0, cancelled: 0 },
      { month: '2025-11', ran: 0, cancelled: 0 },
      { month: '2025-12', ran: 3, cancelled: 1 },
      { month: '2026-01', ran: 4, cancelled: 0 },
      { month: '2026-02', ran: 2, cancelled: 2 },
      { month: '2026-03', ran: 5, cancelled: 1 },
    ],
  }
}

export function adminPayment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    id: '5b0e7a10-4444-4000-8000-000000000001',
    kind: 'payment',
    createdAt: NOW,
    amountCents: 2500,
    feeCents: 250,
    bookingId: '5b0e7a10-5555-4000-8000-000000000001',
    bookingPaymentStatus: 'paid',
    leftToRefundCents: 2500,
    activity: { id: ids.activity, title: 'Pottery Wheel Basics' },
    provider: { id: ids.vendor, businessName: 'Clay Corner' },
    familyEmail: 'parent@example.com',
    reference: 'pi_test_123',
    reason: null,
    adminEmail: null,
    priceLines: [
      { kind: 'base', label: 'Session', amountCents: 3000, firstName: 'Maya' },
      { kind: 'code', label: 'Code WELCOME5', amountCents: -500 },
    ],
    ...overrides,
  }
}
