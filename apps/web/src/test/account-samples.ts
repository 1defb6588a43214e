import type { Booking, Child, WaitlistEntry } from '@afc/contracts'
import { sampleIds } from './catalog-samples'

// A family's sample records for tests, valid against the response schemas the app parses them with.

export const familyIds = {
  lily: '9a2b7c40-3333-4d5e-8f90-0000000000b1',
  max: '9a2b7c40-3333-4d5e-8f90-0000000000b2',
  booking: '9a2b7c40-3333-4d5e-8f90-0000000000d1',
  pastBooking: '9a2b7c40-3333-4d5e-8f90-0000000000d2',
  waitlistEntry: '9a2b7c40-3333-4d5e-8f90-0000000000e1',
}

export function sampleChild(overrides: Partial<Child> = {}): Child {
  return {
    id: familyIds.lily,
    firstName: 'Lily',
    lastName: 'Carter',
    birthDate: '2019-03-14',
    notes: 'Mild peanut allergy.',
    ...overrides,
  }
}

export const lily = sampleChild()
export const max = sampleChild({
  id: familyIds.max,
  firstName: 'Max',
  birthDate: '2016-09-02',
  notes: null,
})

export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: familyIds.booking,
    kind: 'single',
    term: null,
    status: 'confirmed',
    quantity: 1,
    totalAmountCents: 2500,
    paymentStatus: 'paid',
    paidAmountCents: 2500,
    refundedAmountCents: 0,
    holdExpiresAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    activity: { id: sampleIds.activity, title: 'Watercolor Adventures', thumbnailUrl: null },
    provider: { id: sampleIds.vendor, businessName: 'Sunny Studio' },
    session: {
      id: sampleIds.session,
      startsAt: '2026-12-05T16:00:00.000Z',
      endsAt: '2026-12-05T17:30:00.000Z',
      timeZone: 'America/Chicago',
    },
    sessions: [
      {
        id: sampleIds.session,
        startsAt: '2026-12-05T16:00:00.000Z',
        endsAt: '2026-12-05T17:30:00.000Z',
        isCancelled: false,
        makesUpFor: null,
      },
    ],
    extras: [],
    cancellation: { refundCents: 2500, rule: 'full', sessionsRefunded: null },
    restOfTerm: null,
    runCancelled: null,
    location: {
      name: 'Sunny Studio East',
      address: '1200 E 6th St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78702',
    },
    participants: [{ id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' }],
    priceLines: [
      {
        kind: 'base',
        label: 'Session',
        amountCents: 2500,
        childId: familyIds.lily,
        firstName: 'Lily',
      },
    ],
    canCancel: true,
    canReview: false,
    announcements: [],
    review: null,
    ...overrides,
  }
}

/** A family waiting, third in line, for the sample activity's full session. */
export function sampleWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: familyIds.waitlistEntry,
    status: 'waiting',
    position: 3,
    quantity: 1,
    joinedAt: '2026-11-20T15:00:00.000Z',
    activity: { id: sampleIds.activity, title: 'Watercolor Adventures', thumbnailUrl: null },
    provider: { id: sampleIds.vendor, businessName: 'Sunny Studio' },
    session: {
      id: sampleIds.fullSession,
      startsAt: '2026-12-12T16:00:00.000Z',
      endsAt: '2026-12-12T17:30:00.000Z',
      timeZone: 'America/Chicago',
    },
    term: null,
    participants: [{ id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' }],
    offer: null,
    ...overrides,
  }
}
