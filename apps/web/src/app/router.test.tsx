import type { Account } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminAccount, parentAccount, signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'

const publicPaths = [
  '/',
  '/activities',
  '/activities/3f1c2a9e-0000-4000-8000-000000000001',
  '/vendors/3f1c2a9e-0000-4000-8000-000000000002',
  '/auth',
  '/unauthorized',
  '/locations',
  '/about',
  '/contact',
  '/how-it-works',
  '/faq',
  '/vendor/how-it-works',
  '/vendor/pricing',
  '/vendor/resources',
  '/careers',
  '/blog',
  '/terms',
  '/privacy',
  '/cookies',
]

/** A signed-in user's own pages: in the public layout, but only for signed-in users. */
const accountPaths = ['/profile', '/bookings', '/children', '/settings']

const vendorPaths = [
  '/vendor',
  '/vendor/activities',
  '/vendor/activities/new',
  '/vendor/activities/a1',
  '/vendor/activities/a1/edit',
  '/vendor/profile',
  '/vendor/schedules',
  '/vendor/bookings',
  '/vendor/payouts',
  '/vendor/discounts',
  '/vendor/settings',
]

const adminPaths = [
  '/admin',
  '/admin/vendors',
  '/admin/activities',
  '/admin/users',
  '/admin/content',
  '/admin/analytics',
  '/admin/payments',
  '/admin/platform-codes',
  '/admin/settings',
]

/** Signs in whoever the path needs: a vendor, an admin, a customer, or nobody. */
function renderAsAllowed(path: string) {
  const accountFor: [string[], Account][] = [
    [vendorPaths, vendorAccount],
    [adminPaths, adminAccount],
    [accountPaths, parentAccount],
  ]
  const allowed = accountFor.find(([paths]) => paths.includes(path))?.[1]
  if (allowed) signInAs(allowed)
  return renderApp(path)
}

async function pageHeading() {
  // A page's code loads on first visit, which can take a while on a busy machine.
  const main = await screen.findByRole('main', {}, { timeout: 5000 })
  return within(main).findByRole('heading', { level: 1 }, { timeout: 5000 })
}

describe('routes', () => {
  it.each([...publicPaths, ...accountPaths, ...vendorPaths, ...adminPaths])(
    '%s renders a page, not the 404',
    async (path) => {
      renderAsAllowed(path)
      const heading = await pageHeading()
      expect(heading).not.toHaveTextContent('Oops! Page not found')
      expect(document.title).toContain('Activities for Children')
    },
  )

  it.each([
    ['/activities', 'Discover Activities'],
    ['/vendor/activities/new', 'Create New Activity'],
    ['/vendor/activities/a1/edit', 'Edit Activity'],
    ['/vendor/profile', 'Business Profile'],
    ['/unauthorized', 'Access Denied'],
  ])('%s is headed %s', async (path, title) => {
    renderAsAllowed(path)
    expect(await pageHeading()).toHaveTextContent(title)
    expect(document.title).toBe(`${title} · Activities for Children`)
  })

  it.each([...publicPaths, ...accountPaths])('%s sits in the public layout', async (path) => {
    renderAsAllowed(path)
    await pageHeading()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it.each(['/nope', '/activities/a1/extra', '/vendor/unknown', '/admin/unknown'])(
    '%s shows the 404 page',
    async (path) => {
      renderApp(path)
      expect(await pageHeading()).toHaveTextContent('Oops! Page not found')
    },
  )

  it('shows the admin sidebar with Dashboard active only on /admin', async () => {
    renderAsAllowed('/admin/vendors')
    await pageHeading()
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(screen.getAllByText('Admin Dashboard').length).toBeGreaterThan(0)
    expect(within(nav).getByRole('link', { name: 'Vendors' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
  })

  it('lists every vendor workspace section in its sidebar', async () => {
    renderAsAllowed('/vendor')
    await pageHeading()
    const nav = screen.getByRole('navigation', { name: 'Vendor' })
    const targets = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(targets).toEqual([
      ['Dashboard', '/vendor'],
      ['Today', '/vendor/today'],
      ['Rosters', '/vendor/rosters'],
      ['My Activities', '/vendor/activities'],
      ['Schedules', '/vendor/schedules'],
      ['Bookings', '/vendor/bookings'],
      ['Payouts', '/vendor/payouts'],
      ['Pricing', '/vendor/discounts'],
      ['Profile', '/vendor/profile'],
      ['Staff', '/vendor/staff'],
      ['Settings', '/vendor/settings'],
    ])
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('signs out of the workspace to the home page', async () => {
    const api = signInAs(vendorAccount, { 'POST /api/account/sign-out': { status: 204 } })
    const { router } = renderApp('/vendor/bookings')
    await pageHeading()

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0] as HTMLElement)

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(api).toHaveBeenCalledWith('/api/account/sign-out', expect.anything())
    const header = await screen.findByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
  })
})
