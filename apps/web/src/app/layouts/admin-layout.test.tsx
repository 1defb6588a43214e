import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAccount, signInAs } from '@/test/accounts'
import { pendingForever } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

beforeAll(() => import('@/features/admin'), 30_000)

async function renderAdmin(path: string) {
  signInAs(adminAccount, {
    'GET /api/admin/dashboard': pendingForever,
    'GET /api/admin/vendors': pendingForever,
  })
  renderApp(path)
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
}

describe('AdminLayout', { timeout: 20_000 }, () => {
  it("has the 'Admin Dashboard' sidebar with its sections and Sign Out", async () => {
    await renderAdmin('/admin/vendors/5b0e7a10-0000-4000-8000-000000000001')

    const nav = screen.getByRole('navigation', { name: 'Admin' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Vendors',
      'Activities',
      'Users',
      "Children's records",
      'Content',
      'Analytics',
      'Payments',
      'Platform codes',
      'Jobs and mail',
      'Settings',
    ])
    // Dashboard is active on its exact path only; the others on every path below them.
    expect(within(nav).getByRole('link', { name: 'Vendors' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getAllByText('Admin Dashboard').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0)
  })

  it('has a header menu with Profile, Settings and Sign out', async () => {
    await renderAdmin('/admin')

    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))

    const menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    )
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument()
  })
})
