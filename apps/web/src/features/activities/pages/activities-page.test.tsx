import type { ActivityListResponse } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sampleActivity, sampleIds } from '@/test/catalog-samples'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const twoActivities: ActivityListResponse = {
  items: [
    sampleActivity(),
    sampleActivity({ id: sampleIds.otherActivity, title: 'Junior Robotics Lab', type: 'course' }),
  ],
  total: 30,
  page: 1,
  pageCount: 2,
}
const nothing: ActivityListResponse = { items: [], total: 0, page: 1, pageCount: 0 }

/** Answers the list with `answer`, and records the query string of every list request. */
function fakeList(answer: (query: URLSearchParams) => ActivityListResponse = () => twoActivities) {
  const queries: string[] = []
  fakeApi({
    'GET /api/activities': (request) => {
      const query = new URL(request.url).searchParams
      queries.push(query.toString())
      return { status: 200, body: answer(query) }
    },
  })
  return queries
}

async function renderList(path = '/activities') {
  const view = renderApp(path)
  // The first test also waits for the page's code to load.
  await screen.findByRole('heading', { level: 1, name: 'Discover Activities' }, { timeout: 5000 })
  return view
}

function sidebar() {
  return screen.getByRole('complementary', { name: 'Filters' })
}

describe('ActivitiesPage', () => {
  it('shows the server total and the cards, with the filters of the URL sent to the server', async () => {
    const queries = fakeList()
    await renderList('/activities?category=art&minAge=4&maxAge=8&location=Austin&weekend=true')

    expect(await screen.findByText('Showing 30 activities')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Junior Robotics Lab' })).toBeInTheDocument()
    expect(queries).toEqual(['category=art&minAge=4&maxAge=8&location=Austin&weekend=true'])
    expect(within(sidebar()).getByRole('checkbox', { name: 'Art & Craft' })).toBeChecked()
    expect(within(sidebar()).getByText('4 - 8 years')).toBeInTheDocument()
    expect(within(sidebar()).getByLabelText('Location')).toHaveValue('Austin')
    expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument()
  })

  it('puts a ticked category in the URL and asks the server again', async () => {
    const queries = fakeList()
    const { router } = await renderList()
    await screen.findByText('Showing 30 activities')

    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Music & Dance' }))

    await waitFor(() => expect(router.state.location.search).toBe('?category=music'))
    await waitFor(() => expect(queries).toContain('category=music'))
  })

  it('moves the age range with the keyboard and applies it', async () => {
    fakeList()
    const { router } = await renderList()
    await screen.findByText('Showing 30 activities')
    const minimumAge = within(sidebar()).getByRole('slider', { name: 'Minimum age' })

    minimumAge.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')

    await waitFor(() => expect(router.state.location.search).toBe('?minAge=2&maxAge=18'))
    expect(within(sidebar()).getByText('2 - 18+ years')).toBeInTheDocument()
  })

  it('searches on Enter and sorts from the menu, going back to page 1', async () => {
    fakeList()
    const { router } = await renderList('/activities?page=2')
    await screen.findByText('Showing 30 activities')

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search activities' }),
      'paint{Enter}',
    )
    await waitFor(() => expect(router.state.location.search).toBe('?q=paint'))

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high')
    await waitFor(() => expect(router.state.location.search).toBe('?q=paint&sort=price_asc'))
  })

  it('links every page of results', async () => {
    fakeList()
    await renderList('/activities?category=art')

    const pager = await screen.findByRole('navigation', { name: 'Pagination' })
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/activities?category=art&page=2',
    )
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('says when nothing matches, and Clear All Filters clears the search too', async () => {
    fakeList((query) => (query.toString() === '' ? twoActivities : nothing))
    const { router } = await renderList('/activities?q=zzz&category=stem&sort=soonest')

    expect(await screen.findByRole('heading', { name: 'No activities found' })).toBeInTheDocument()
    expect(screen.getByText('Try adjusting your filters or search criteria.')).toBeInTheDocument()
    expect(screen.getByText('Showing 0 activities')).toBeInTheDocument()

    // The last one is in the empty state; the first is at the bottom of the filter panel.
    const clearAll = screen.getAllByRole('button', { name: 'Clear All Filters' }).at(-1)
    await userEvent.click(clearAll as HTMLElement)

    await waitFor(() => expect(router.state.location.search).toBe('?sort=soonest'))
    expect(screen.getByRole('searchbox', { name: 'Search activities' })).toHaveValue('')
  })

  it('Reset clears the panel but keeps the search words', async () => {
    fakeList()
    const { router } = await renderList('/activities?q=clay&category=art&weekend=true')
    await screen.findByText('Showing 30 activities')

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Reset' }))

    await waitFor(() => expect(router.state.location.search).toBe('?q=clay'))
    expect(within(sidebar()).getByRole('checkbox', { name: 'Art & Craft' })).not.toBeChecked()
  })

  it('lists the active filters, each removable on its own', async () => {
    fakeList()
    const { router } = await renderList('/activities?category=art&minAge=4&maxAge=8&weekend=true')
    const chips = await screen.findByRole('list', { name: 'Active filters' })

    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Art & Craft', 'Ages 4 - 8 years', 'Weekend sessions'])

    await userEvent.click(
      within(chips).getByRole('button', { name: 'Remove filter: Ages 4 - 8 years' }),
    )

    await waitFor(() => expect(router.state.location.search).toBe('?category=art&weekend=true'))
  })

  it('shows the problem and a way to try again when the list cannot load', async () => {
    fakeApi({
      'GET /api/activities': {
        status: 400,
        body: problem(400, 'Bad Request', 'Unknown sort order'),
      },
    })
    await renderList()

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText("We couldn't load activities")).toBeInTheDocument()
    expect(within(alert).getByText('Unknown sort order')).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
