import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderVendorPage } from '../testing/render-vendor-page'

const ROSTERS = {
  activities: [
    {
      activity: { id: '5d1c2a9e-0000-4000-8000-000000000031', title: 'Clay Creatures' },
      sessions: [
        {
          id: '5d1c2a9e-0000-4000-8000-000000000041',
          startsAt: '2026-12-01T22:30:00.000Z',
          timeZone: 'America/Chicago',
          children: [
            {
              childId: '5d1c2a9e-0000-4000-8000-000000000051',
              firstName: 'Maya',
              lastName: 'Lopez',
              parentName: 'Rosa Lopez',
            },
          ],
        },
        {
          id: '5d1c2a9e-0000-4000-8000-000000000042',
          startsAt: '2026-12-08T22:30:00.000Z',
          timeZone: 'America/Chicago',
          children: [],
        },
      ],
    },
    { activity: { id: '5d1c2a9e-0000-4000-8000-000000000032', title: 'Pottery' }, sessions: [] },
  ],
}

describe('RostersPage', () => {
  it('lists each session with its children and a link to each record', async () => {
    const { main } = await renderVendorPage('/vendor/rosters', {
      'GET /api/vendor/rosters': { status: 200, body: ROSTERS },
    })
    const clay = (await within(main).findByRole('heading', { name: 'Clay Creatures' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement
    const first = within(clay).getByRole('region', { name: 'Tue, Dec 1 · 4:30 PM CST' })
    expect(within(first).getByRole('link', { name: 'Maya Lopez' })).toHaveAttribute(
      'href',
      '/vendor/children/5d1c2a9e-0000-4000-8000-000000000051/record',
    )
    expect(within(first).getByText('(Rosa Lopez)')).toBeInTheDocument()
    expect(within(clay).getByText('Nobody booked yet.')).toBeInTheDocument()
    expect(screen.getByText('No sessions in the next two weeks.')).toBeInTheDocument()
  })
})
