import type { Today, TodayChild } from '@afc/contracts'

export const sessionId = '11111111-1111-4111-8111-111111111111'
export const mayaId = '22222222-2222-4222-8222-222222222222'
export const leoId = '33333333-3333-4333-8333-333333333333'

/** A child on the day's roster, expected and with nothing recorded yet. */
export function sampleTodayChild(overrides: Partial<TodayChild> = {}): TodayChild {
  return {
    participantId: mayaId,
    childId: '44444444-4444-4444-8444-444444444444',
    firstName: 'Maya',
    lastName: 'Lopez',
    age: 7,
    state: 'expected',
    lastAction: null,
    latePickupMinutes: null,
    allergyAlerts: [{ name: 'Peanuts', severity: 'life_threatening', whatToDo: 'EpiPen' }],
    answers: [{ question: 'Can your child swim?', answer: 'Yes' }],
    collectors: [
      { name: 'Ana Lopez', relationship: 'Parent' },
      { name: 'Dan Lopez', relationship: 'Grandfather' },
    ],
    parentPhone: '555-0100',
    pickupLockedUntil: null,
    ...overrides,
  }
}

/** Today with one pottery session that started at `startsAt`, and Maya and Leo booked. */
export function sampleToday(
  options: { startsAt?: string; children?: TodayChild[]; requirePickupCode?: boolean } = {},
): Today {
  const startsAt = options.startsAt ?? new Date().toISOString()
  const children = options.children ?? [
    sampleTodayChild(),
    sampleTodayChild({
      participantId: leoId,
      childId: null,
      firstName: 'Leo',
      allergyAlerts: [],
      answers: [],
      collectors: [{ name: 'Ana Lopez', relationship: 'Parent' }],
      parentPhone: null,
    }),
  ]
  return {
    requirePickupCode: options.requirePickupCode ?? false,
    sessions: [
      {
        id: sessionId,
        activityTitle: 'Pottery',
        termName: 'Autumn',
        startsAt,
        endsAt: new Date(new Date(startsAt).getTime() + 3_600_000).toISOString(),
        timeZone: 'America/Chicago',
        counts: { expected: children.length, arrived: 0, goneHome: 0, absent: 0 },
        children,
      },
    ],
  }
}
