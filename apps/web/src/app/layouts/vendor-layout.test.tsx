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
  it('shows an instructor Today and their rosters only, and refuses the Payouts page in words', async () => {
    signInAs(instructorAccount, {
      'GET /api/vendor/rosters': { status: 200, body: { activities: [] } },
    })
    renderApp('/vendor')
    const main = await screen.findByRole('main')
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Rosters' }),
    ).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Vendor' })[0] as HTMLElement
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Today', 'Rosters'])
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
