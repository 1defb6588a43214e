import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'
import { ids, vendorDashboard } from '../testing/vendor-samples'

// 06:00 on Thursday 12 March 2026 in Chicago, where the sample sessions take place.
const NOW = new Date('2026-03-12T11:00:00.000Z')

async function openDashboard(waitingLists: ReturnType<typeof vendorDashboard>['waitingLists']) {
  signInAs(vendorAccount, {
    'GET /api/vendor/dashboard': { status: 200, body: vendorDashboard({ waitingLists }) },
  })
  renderApp('/vendor')
  // The loading placeholders carry the same titles: wait for the figures first.
  await screen.findByRole('heading', { name: 'Total Activities' }, { timeout: 5000 })
  const heading = screen.getByRole('heading', { name: 'Waiting Lists' })
  return within(heading.closest('[data-slot="card"]') as HTMLElement)
}

describe('the waiting lists on the vendor dashboard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('gives each session its families and children waiting, on the venue clock', async () => {
    const card = await openDashboard([
      {
        sessionId: ids.session,
        activityId: ids.activity,
        activityTitle: 'Family Paint Night',
        startsAt: '2026-03-12T21:30:00.000Z',
        timeZone: 'America/Chicago',
        families: 3,
        children: 5,
      },
      {
        sessionId: crypto.randomUUID(),
        activityId: ids.otherActivity,
        activityTitle: 'Clay Creatures',
        startsAt: '2026-03-28T15:00:00.000Z',
        timeZone: 'America/Chicago',
        families: 1,
        children: 1,
      },
    ])

    const [first, second] = card.getAllByRole('listitem')
    expect(first).toHaveTextContent('Family Paint Night')
    expect(first).toHaveTextContent('3 families waiting · 5 children')
    expect(first).toHaveTextContent('Today, 16:30 CDT')
    expect(second).toHaveTextContent('1 family waiting · 1 child')
    expect(second).toHaveTextContent('Mar 28, 10:00 CDT')
    expect(card.getByRole('link', { name: 'Clay Creatures' })).toHaveAttribute(
      'href',
      `/vendor/activities/${ids.otherActivity}`,
    )
  })

  it('says when nobody is waiting', async () => {
    const card = await openDashboard([])
    expect(card.getByText('No families are waiting for a place')).toBeInTheDocument()
    expect(card.queryByRole('listitem')).not.toBeInTheDocument()
  })
})
