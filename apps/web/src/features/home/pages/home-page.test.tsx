import { CATEGORIES } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { roleLabels } from '@/components/role-badge'
import { adminAccount, parentAccount, signInAs, vendorAccount } from '@/test/accounts'
import { sampleActivity } from '@/test/catalog-samples'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const featuredIds = [1, 2, 3, 4].map((n) => `5b3c9a10-2222-4c1d-9e8f-00000000010${n}`)

async function renderHome() {
  const view = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: /Find activities your kids will love/ })
  return view
}

describe('HomePage', () => {
  it('links each of the 8 categories to its filtered list', async () => {
    await renderHome()
    const section = screen.getByRole('region', { name: 'Browse by Category' })
    const links = within(section).getAllByRole('link')

    expect(links).toHaveLength(8)
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      CATEGORIES.map((category) => [category.name, `/activities?category=${category.slug}`]),
    )
  })

  it('offers quick links and states its reach in the hero', async () => {
    await renderHome()
    const quickLinks = within(screen.getByRole('navigation', { name: 'Popular searches' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))

    expect(quickLinks).toEqual([
      '/activities?category=art',
      '/activities?category=sports',
      '/activities?category=stem',
      '/activities?category=music',
      '/activities?weekend=true',
    ])
    expect(screen.getByText('20+ cities')).toBeInTheDocument()
    expect(screen.getByText('1000+ activities')).toBeInTheDocument()
  })

  it('searches activities from the hero', async () => {
    const { router } = await renderHome()

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'clay art')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/activities'))
    expect(router.state.location.search).toBe('?q=clay+art')
  })

  it('shows every section of the home page', async () => {
    fakeApi({ 'GET /api/activities/featured': { status: 200, body: { items: [] } } })
    await renderHome()

    for (const title of [
      'Featured Activities',
      'How It Works',
      'Parenting Tips',
      'What Parents Say',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument()
    }
    expect(
      await screen.findByText('No featured activities available at the moment.'),
    ).toBeInTheDocument()
    for (const step of ['Discover', 'Book', 'Enjoy']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument()
    }
  })

  it('shows the featured activities as cards', async () => {
    const items = featuredIds.map((id, index) =>
      sampleActivity({ id, title: `Featured ${index + 1}` }),
    )
    fakeApi({ 'GET /api/activities/featured': { status: 200, body: { items } } })
    await renderHome()
    const section = screen.getByRole('region', { name: 'Featured Activities' })

    expect(await within(section).findAllByRole('article')).toHaveLength(4)
    expect(within(section).getByRole('link', { name: 'Featured 4' })).toHaveAttribute(
      'href',
      `/activities/${featuredIds[3]}`,
    )
  })

  it('reads a failed featured list as none, keeping the page usable', async () => {
    fakeApi({ 'GET /api/activities/featured': { status: 404, body: problem(404, 'Not Found') } })
    await renderHome()

    expect(
      await screen.findByText('No featured activities available at the moment.'),
    ).toBeInTheDocument()
  })

  it('asks for an email before subscribing to the newsletter', async () => {
    const api = fakeApi({})
    await renderHome()

    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument()
    expect(api).not.toHaveBeenCalledWith('/api/newsletter', expect.anything())
  })

  it("shows the server's reason for refusing an address", async () => {
    fakeApi({
      'POST /api/newsletter': {
        status: 400,
        body: problem(400, 'Bad Request', 'email: Please enter a valid email address', {
          email: ['Please enter a valid email address'],
        }),
      },
    })
    await renderHome()

    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email')
  })

  it('subscribes to the newsletter and clears the field', async () => {
    const api = fakeApi({
      'POST /api/newsletter': {
        status: 200,
        body: { message: "You've been subscribed to our newsletter." },
      },
    })
    await renderHome()

    await userEvent.type(screen.getByLabelText('Email address'), 'parent@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }))

    expect(await screen.findByText("You've been subscribed to our newsletter.")).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('')
    expect(api).toHaveBeenCalledWith(
      '/api/newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'parent@example.com' }),
      }),
    )
  })
})

describe('HomePage signed in', () => {
  it.each([
    ['a customer', parentAccount, ['My Bookings']],
    ['a vendor', vendorAccount, ['Vendor Dashboard', 'My Bookings']],
    ['an admin', adminAccount, ['Admin Dashboard', 'My Bookings']],
  ])('greets %s with their dashboards and Sign Out', async (_, account, dashboards) => {
    signInAs(account)
    await renderHome()
    const banner = await screen.findByRole('region', { name: 'Your account' })

    expect(within(banner).getByText(`Signed in as ${account.user.email}`)).toBeInTheDocument()
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(dashboards)
    for (const role of account.roles) {
      expect(within(banner).getByText(roleLabels[role])).toBeInTheDocument()
    }
    expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it('links each dashboard to its area', async () => {
    signInAs({ ...adminAccount, roles: ['customer', 'vendor', 'admin'] })
    await renderHome()
    const banner = await screen.findByRole('region', { name: 'Your account' })

    expect(within(banner).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    )
    expect(within(banner).getByRole('link', { name: 'Vendor Dashboard' })).toHaveAttribute(
      'href',
      '/vendor',
    )
    expect(within(banner).getByRole('link', { name: 'My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    )
  })

  it('shows no banner to a visitor', async () => {
    await renderHome()

    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument()
  })
})
