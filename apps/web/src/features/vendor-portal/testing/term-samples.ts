import type { TermRoster, VendorTermRow } from '@afc/contracts'
import { ids } from './vendor-samples'

export const termId = '7d1f0c2e-6666-4a6b-8c3d-000000000001'

/** A session of the sample term on a Saturday of March 2026, 10:00 in Chicago. */
export const termSession = (day: string) => ({
  id: `7d1f0c2e-3333-4a6b-8c3d-0000000000${day}`,
  startsAt: `2026-03-${day}T15:00:00.000Z`,
  endsAt: `2026-03-${day}T16:00:00.000Z`,
  isCancelled: false,
})

/** The sample term as Schedules lists it, before its first session was held. */
export function sampleTerm(change: Partial<VendorTermRow> = {}): VendorTermRow {
  return {
    id: termId,
    activityId: ids.activity,
    activityTitle: 'Watercolor Adventures',
    name: 'Spring 2026',
    isCamp: false,
    capacity: null,
    activityCapacity: 12,
    priceCents: 18_000,
    dropInPriceCents: 2_000,
    trialPriceCents: 0,
    lateJoining: { rule: 'none' },
    withdrawal: 'pro_rata',
    minPlaces: null,
    decisionHours: 72,
    decisionAt: null,
    decision: null,
    confirmedPlaces: 2,
    decisionPending: false,
    timeZone: 'America/Chicago',
    sessions: [termSession('14'), termSession('21'), termSession('28')],
    extras: [],
    attendance: {
      held: 0,
      notTaken: 0,
      expected: 0,
      arrived: 0,
      absent: 0,
      latePickups: 0,
      rate: null,
    },
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...change,
  }
}

/**
 * The sample term's roster: Lily enrolled for the term with after-care, Max in from the second
 * session (the first was cancelled and made up on the 29th), Ava dropping in once, Noah trying
 * a class.
 */
export function sampleRoster(): TermRoster {
  const [first, second, third] = [termSession('14'), termSession('21'), termSession('28')]
  const makeUp = { ...termSession('29'), id: '7d1f0c2e-3333-4a6b-8c3d-000000000099' }
  return {
    term: {
      id: termId,
      name: 'Spring 2026',
      activityTitle: 'Watercolor Adventures',
      timeZone: 'America/Chicago',
    },
    sessions: [
      { id: first.id, startsAt: first.startsAt, isCancelled: true, makesUpFor: null, booked: 0 },
      { id: second.id, startsAt: second.startsAt, isCancelled: false, makesUpFor: null, booked: 3 },
      { id: third.id, startsAt: third.startsAt, isCancelled: false, makesUpFor: null, booked: 3 },
      {
        id: makeUp.id,
        startsAt: makeUp.startsAt,
        isCancelled: false,
        makesUpFor: first.id,
        booked: 2,
      },
    ],
    children: [
      {
        bookingId: '7d1f0c2e-4444-4a6b-8c3d-000000000001',
        childId: '7d1f0c2e-5555-4a6b-8c3d-000000000001',
        kind: 'term',
        firstName: 'Lily',
        lastName: 'Carter',
        parentName: 'Emily Carter',
        sessionIds: [first.id, second.id, third.id, makeUp.id],
        extras: ['After-care'],
        answers: [{ question: 'Can your child swim?', answer: 'yes' }],
        allergyAlerts: [
          { name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen in the blue bag' },
        ],
      },
      {
        bookingId: '7d1f0c2e-4444-4a6b-8c3d-000000000002',
        childId: '7d1f0c2e-5555-4a6b-8c3d-000000000002',
        kind: 'term',
        firstName: 'Max',
        lastName: 'Okafor',
        parentName: 'Grace Okafor',
        sessionIds: [second.id, third.id, makeUp.id],
        extras: [],
        answers: [],
        allergyAlerts: [],
      },
      {
        bookingId: '7d1f0c2e-4444-4a6b-8c3d-000000000003',
        childId: '7d1f0c2e-5555-4a6b-8c3d-000000000003',
        kind: 'drop_in',
        firstName: 'Ava',
        lastName: 'Singh',
        parentName: 'Priya Singh',
        sessionIds: [second.id],
        extras: [],
        answers: [],
        allergyAlerts: [],
      },
      {
        bookingId: '7d1f0c2e-4444-4a6b-8c3d-000000000004',
        childId: '7d1f0c2e-5555-4a6b-8c3d-000000000004',
        kind: 'trial',
        firstName: 'Noah',
        lastName: 'Berg',
        parentName: 'Lars Berg',
        sessionIds: [third.id],
        extras: [],
        answers: [],
        allergyAlerts: [],
      },
    ],
  }
}
