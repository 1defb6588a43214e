import { screen } from '@testing-library/react'
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
})
