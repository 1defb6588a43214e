import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

describe('LocationsPage', () => {
  it('lists the cities with their activity counts, each leading to its activities', async () => {
    fakeApi({
      'GET /api/locations': {
        status: 200,
        body: {
          items: [
            { city: 'Austin', state: 'TX', activityCount: 7 },
            { city: 'San Diego', state: 'CA', activityCount: 1 },
          ],
          total: 2,
          page: 1,
          pageCount: 1,
        },
      },
    })
    renderApp('/locations')

    const austin = await screen.findByRole('link', { name: /Austin, TX/ }, { timeout: 5000 })
    expect(austin).toHaveTextContent('7 activities')
    expect(austin).toHaveAttribute('href', '/activities?location=Austin')
    expect(screen.getByRole('link', { name: /San Diego, CA/ })).toHaveAttribute(
      'href',
      '/activities?location=San+Diego',
    )
    expect(screen.getByText('1 activity')).toBeInTheDocument()
    expect(document.title).toBe('Locations · Activities for Children')
  })

  it('shows the busiest cities first and loads the rest on request', async () => {
    const city = (index: number) => ({ city: `Town ${index}`, state: 'TX', activityCount: 1 })
    const api = fakeApi({
      'GET /api/locations': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const items = page === 1 ? Array.from({ length: 50 }, (_, i) => city(i + 1)) : [city(51)]
        return { status: 200, body: { items, total: 51, page, pageCount: 2 } }
      },
    })
    renderApp('/locations')

    expect(await screen.findByText('Showing 50 of 51 cities', {}, { timeout: 5000 })).toBeVisible()
    expect(screen.queryByRole('link', { name: /Town 51,/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByRole('link', { name: /Town 51, TX/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(api).toHaveBeenCalledWith('/api/locations?page=2&limit=50', expect.anything())
  })
})
