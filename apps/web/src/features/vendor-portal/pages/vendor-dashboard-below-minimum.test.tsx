import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'
import { termId } from '../testing/term-samples'
import { ids, vendorDashboard } from '../testing/vendor-samples'

// 06:00 on Thursday 12 March 2026 in Chicago, where the sample sessions take place.
const NOW = new Date('2026-03-12T11:00:00.000Z')

type BelowMinimum = ReturnType<typeof vendorDashboard>['belowMinimum']

async function openDashboard(belowMinimum: BelowMinimum) {
  signInAs(vendorAccount, {
    'GET /api/vendor/dashboard': { status: 200, body: vendorDashboard({ belowMinimum }) },
  })
  renderApp('/vendor')
  // The loading placeholders carry the same titles: wait for the figures first.
  await screen.findByRole('heading', { name: 'Total Activities' }, { timeout: 5000 })
  const heading = screen.getByRole('heading', { name: 'Below their minimum' })
  return within(heading.closest('[data-slot="card"]') as HTMLElement)
}

describe('the terms and sessions below their minimum on the vendor dashboard', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }))
  afterEach(() => vi.useRealTimers())

  it('gives each its count of the minimum and its decision day, or that it is pending', async () => {
    const card = await openDashboard([
      {
        kind: 'term',
        id: termId,
        activityId: ids.activity,
        activityTitle: 'Watercolor Adventures',
        termName: 'Spring 2026',
        startsAt: '2026-03-21T15:00:00.000Z',
        timeZone: 'America/Chicago',
        minPlaces: 6,
        confirmedPlaces: 4,
        decisionAt: '2026-03-18T15:00:00.000Z',
        decisionPending: false,
      },
      {
        kind: 'session',
        id: ids.session,
        activityId: ids.otherActivity,
        activityTitle: 'Clay Creatures',
        termName: null,
        startsAt: '2026-03-13T15:00:00.000Z',
        timeZone: 'America/Chicago',
        minPlaces: 3,
        confirmedPlaces: 1,
        decisionAt: '2026-03-12T10:00:00.000Z',
        decisionPending: true,
      },
    ])

    const [term, session] = card.getAllByRole('listitem')
    expect(term).toHaveTextContent('Starts Sat, Mar 21, 2026')
    expect(term).toHaveTextContent('4 of 6 minimum · decides Mar 18')
    expect(session).toHaveTextContent('On Fri, Mar 13, 2026')
    expect(session).toHaveTextContent('1 of 3 minimum')
    expect(within(session as HTMLElement).getByText('Decision pending')).toBeInTheDocument()
    expect(
      card.getByRole('link', { name: 'Watercolor Adventures Spring 2026 on Schedules' }),
    ).toHaveAttribute('href', `/vendor/schedules?activityId=${ids.activity}`)
    expect(card.getByRole('link', { name: 'Clay Creatures on Schedules' })).toHaveAttribute(
      'href',
      `/vendor/schedules?activityId=${ids.otherActivity}`,
    )
  })

  it('says when nothing is below its minimum', async () => {
    const card = await openDashboard([])
    expect(card.getByText('Nothing is below its minimum')).toBeInTheDocument()
  })
})
