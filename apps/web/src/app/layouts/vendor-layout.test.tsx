// Today keeps the phone's unsent check-ins in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { instructorAccount, pendingVendorAccount, signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'
import { PROVIDER_PAGE_REFUSED } from './provider-access-gate'

const AWAITING_APPROVAL =
  'Your provider account is awaiting approval: your activities will be public once an admin approves it.'

async function renderVendorDashboard() {
  renderApp('/vendor')
  const main = await screen.findByRole('main')
  await within(main).findByRole('heading', { level: 1 })
}

describe('VendorLayout', () => {
  it('tells a pending provider that the public cannot see them yet', async () => {
    signInAs(pendingVendorAccount)
    await renderVendorDashboard()

    expect(screen.getByText(AWAITING_APPROVAL)).toBeInTheDocument()
  })

  it('tells a suspended provider they cannot add or publish anything', async () => {
    signInAs({
      ...vendorAccount,
      vendor: { id: 'vendor-suspended', businessName: 'Clay Corner', status: 'suspended' },
    })
    await renderVendorDashboard()

    expect(
      screen.getByText(/Your provider account is suspended: .* cannot add or publish activities/),
    ).toBeInTheDocument()
  })

  it('says nothing of approval to an approved provider', async () => {
    signInAs(vendorAccount)
    await renderVendorDashboard()

    expect(screen.queryByText(AWAITING_APPROVAL)).not.toBeInTheDocument()
  })
})

describe('VendorLayout for staff', () => {
  it('takes an instructor from the provider area to Today, beside their rosters only', async () => {
    signInAs(instructorAccount, {
      'GET /api/vendor/today': { status: 200, body: { requirePickupCode: false, sessions: [] } },
    })
    const { router } = renderApp('/vendor')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/vendor/today')
    const nav = screen.getAllByRole('navigation', { name: 'Vendor' })[0] as HTMLElement
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Rosters'])
    expect(within(nav).getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page')
  })

  it('keeps a manager on the dashboard of the provider area', async () => {
    signInAs({ ...vendorAccount, providerRole: 'manager' })
    const { router } = renderApp('/vendor')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/vendor')
  })

  it('keeps Payouts and Staff from a manager', async () => {
    signInAs({ ...vendorAccount, providerRole: 'manager' })
    renderApp('/vendor/payouts')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText(PROVIDER_PAGE_REFUSED)).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Vendor' })[0] as HTMLElement
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).not.toContain('Payouts')
    expect(links).not.toContain('Staff')
    expect(links).toContain('Bookings')
  })
})
