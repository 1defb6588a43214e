import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pendingVendorAccount, signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'

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
