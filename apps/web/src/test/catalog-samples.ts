import type {
  ActivityDetail,
  ActivitySummary,
  BookingTerms,
  PublicTerm,
  PublicVendor,
} from '@afc/contracts'

// Sample catalogue answers for tests, valid against the response schemas the app parses them with.

export const sampleIds = {
  activity: '5b3c9a10-2222-4c1d-9e8f-000000000001',
  otherActivity: '5b3c9a10-2222-4c1d-9e8f-000000000002',
  vendor: '5b3c9a10-2222-4c1d-9e8f-0000000000a1',
  session: '5b3c9a10-2222-4c1d-9e8f-0000000000c1',
  fullSession: '5b3c9a10-2222-4c1d-9e8f-0000000000c2',
}

/** A session or term that runs whatever the number: no minimum to run. */
export const noRunMinimum = {
  minPlaces: null,
  decisionAt: null,
  placesToRun: null,
  decisionPending: false,
} as const

export function sampleActivity(overrides: Partial<ActivitySummary> = {}): ActivitySummary {
  return {
    id: sampleIds.activity,
    title: 'Watercolor Adventures',
    shortDescription: 'Loose, joyful painting with big brushes and bright colours.',
    thumbnailUrl: null,
    type: 'class',
    minAge: 4,
    maxAge: 8,
    durationMinutes: 90,
    priceCents: 2500,
    isFeatured: true,
    categories: [{ slug: 'art', name: 'Art & Craft' }],
    vendor: { id: sampleIds.vendor, businessName: 'Sunny Studio', logoUrl: null },
    location: { city: 'Austin', state: 'TX' },
    // Noon UTC: Saturday, December 5 in every US time zone.
    nextSessionAt: '2026-12-05T18:00:00.000Z',
    placesToRun: null,
    nextTerm: null,
    averageRating: 4.5,
    reviewCount: 12,
    ...overrides,
  }
}

export function sampleActivityDetail(overrides: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...sampleActivity(),
    description: 'Children explore colour mixing, washes and splatter painting.',
    whatToBring: null,
    capacity: 12,
    location: {
      name: 'Sunny Studio East',
      city: 'Austin',
      state: 'TX',
      zipcode: '78702',
      timeZone: 'America/Chicago',
    },
    vendor: {
      id: sampleIds.vendor,
      businessName: 'Sunny Studio',
      logoUrl: null,
      description: 'A bright art studio for little hands.',
    },
    upcomingSessions: [
      {
        id: sampleIds.session,
        startsAt: '2026-12-05T16:00:00.000Z',
        endsAt: '2026-12-05T17:30:00.000Z',
        spotsLeft: 5,
        termId: null,
        ...noRunMinimum,
      },
      {
        id: sampleIds.fullSession,
        startsAt: '2026-12-12T16:00:00.000Z',
        endsAt: '2026-12-12T17:30:00.000Z',
        spotsLeft: 0,
        termId: null,
        ...noRunMinimum,
      },
    ],
    terms: [],
    bookingCount: 7,
    ...overrides,
  }
}

/** A server configured away from the defaults, so a text that ignores the settings shows up. */
export function sampleBookingTerms(overrides: Partial<BookingTerms> = {}): BookingTerms {
  return { checkoutHoldMinutes: 1, waitlistOfferHours: 5, waitlistCutoffHours: 3, ...overrides }
}

export function sampleVendor(overrides: Partial<PublicVendor> = {}): PublicVendor {
  return {
    id: sampleIds.vendor,
    businessName: 'Sunny Studio',
    description: 'A bright art studio for little hands.',
    logoUrl: null,
    bannerUrl: null,
    categories: [{ slug: 'art', name: 'Art & Craft' }],
    primaryLocation: {
      name: 'Sunny Studio East',
      address: '1200 E 6th St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78702',
    },
    activities: [sampleActivity()],
    ...overrides,
  }
}

/** A course's spring term at a Chicago venue, as the public activity page receives it. */
export function sampleTerm(overrides: Partial<PublicTerm> = {}): PublicTerm {
  return {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Spring 2027',
    isCamp: false,
    // Saturdays at 10:00 in Chicago (CST, UTC-6), March 6 to May 8: ten of them.
    firstSessionAt: '2027-03-06T16:00:00.000Z',
    lastSessionAt: '2027-05-08T15:00:00.000Z',
    sessionCount: 10,
    sessionsLeft: 10,
    weekdays: [6],
    startTime: '10:00',
    timeZone: 'America/Chicago',
    placesLeft: 8,
    priceCents: 18_000,
    perSessionCents: 1_800,
    dropInPriceCents: null,
    trialPriceCents: null,
    withdrawal: 'pro_rata',
    minPlaces: null,
    decisionAt: null,
    placesToRun: null,
    decisionPending: false,
    canEnrol: true,
    canTry: false,
    canDropIn: false,
    extras: [],
    ...overrides,
  }
}
