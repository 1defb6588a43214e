import type { ActivityListResponse } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleActivity } from '@/test/catalog-samples'
import { fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const TOTAL = 30
const catalogue = Array.from({ length: TOTAL }, (_, index) =>
  sampleActivity({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    title: `Activity ${index + 1}`,
  }),
)

/** Serves the catalogue in the pages asked for, and records each list request's query. */
function fakeCatalogue() {
  const queries: string[] = []
  fakeApi({
    'GET /api/activities': (request) => {
      const query = new URL(request.url).searchParams
      queries.push(query.toString())
      const page = Number(query.get('page') ?? 1)
      const limit = Number(query.get('limit') ?? 24)
      const body: ActivityListResponse = {
        items: catalogue.slice((page - 1) * limit, page * limit),
        total: TOTAL,
        page,
        pageCount: Math.ceil(TOTAL / limit),
      }
      return { status: 200, body }
    },
  })
  return queries
}

const cards = () => within(screen.getByRole('region', { name: 'Results' })).getAllByRole('article')

beforeEach(() => {
  // A 375 px window: no min-width query matches.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ActivitiesPage on a phone', () => {
  it('shows 12 cards, adds 12 more on Show more and moves focus to the first new one', async () => {
    const queries = fakeCatalogue()
    const { router } = renderApp('/activities')

    expect(await screen.findByText(`Showing 12 of ${TOTAL} activities`)).toBeInTheDocument()
    expect(cards()).toHaveLength(12)
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))

    expect(await screen.findByText(`Showing 24 of ${TOTAL} activities`)).toHaveRole('status')
    expect(cards()).toHaveLength(24)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Activity 13' })).toHaveFocus())
    expect(router.state.location.search).toBe('?shown=24')
    expect(queries).toEqual(['limit=12', 'page=2&limit=12'])
  })

  it('restores as many cards as the URL says, and stops offering more at the end', async () => {
    fakeCatalogue()
    renderApp('/activities?shown=24')

    expect(await screen.findByText(`Showing 24 of ${TOTAL} activities`)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))

    expect(await screen.findByText(`Showing ${TOTAL} of ${TOTAL} activities`)).toBeInTheDocument()
    expect(cards()).toHaveLength(TOTAL)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })
})
