import type { Account } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminAccount, parentAccount, signInAs, vendorAccount } from '@/test/accounts'
import { renderApp } from '@/test/render-app'

const ownPages = [
  ['Profile', '/profile'],
  ['My Bookings', '/bookings'],
  ['Child Profiles', '/children'],
  ['Settings', '/settings'],
]

async function renderSignedIn(account: Account) {
  const api = signInAs(account, { 'POST /api/account/sign-out': { status: 204 } })
  const view = renderApp('/about')
  await screen.findByRole('heading', { level: 1, name: 'About Us' })
  return { ...view, api }
}

async function openAccountMenu() {
  const header = screen.getByRole('banner')
  await userEvent.click(await within(header).findByRole('button', { name: /account menu/ }))
  return screen.findByRole('menu')
}

function linkTargets(container: HTMLElement, role: 'menuitem' | 'link') {
  return within(container)
    .getAllByRole(role)
    .filter((item) => item.tagName === 'A')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('site header', () => {
  it('offers a visitor the sign-in buttons and no account menu', async () => {
    renderApp('/about')
    const header = await screen.findByRole('banner')

    for (const name of ['Admin', 'Vendor', 'Sign In']) {
      expect(await within(header).findByRole('link', { name })).toHaveAttribute('href', '/auth')
    }
    expect(within(header).queryByRole('button', { name: /account menu/ })).not.toBeInTheDocument()
  })

  it.each([
    ['a customer', parentAccount, []],
    ['a vendor', vendorAccount, [['Vendor Dashboard', '/vendor']]],
    ['an admin', adminAccount, [['Admin', '/admin']]],
  ])('gives %s their own pages and workspaces', async (_, account, workspaces) => {
    await renderSignedIn(account)
    const header = screen.getByRole('banner')
    const menu = await openAccountMenu()

    expect(linkTargets(menu, 'menuitem')).toEqual([...ownPages, ...workspaces])
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument()
    expect(within(menu).getByText(account.user.email)).toBeInTheDocument()
    expect(within(header).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  it('signs out from the account menu', async () => {
    const { api } = await renderSignedIn(parentAccount)
    const menu = await openAccountMenu()

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }))

    const header = await screen.findByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(api).toHaveBeenCalledWith('/api/account/sign-out', expect.anything())
  })

  it('lists the same pages in the phone menu, with Sign Out', async () => {
    await renderSignedIn(vendorAccount)

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const sheet = await screen.findByRole('dialog', { name: 'Menu' })
    const account = within(sheet).getByRole('navigation', { name: 'Account' })

    expect(linkTargets(account, 'link')).toEqual([...ownPages, ['Vendor Dashboard', '/vendor']])
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
