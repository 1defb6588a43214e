import { LAST_ADMIN_REFUSED } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminAccount } from '@/test/accounts'
import { problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { adminUser, page } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const sam = adminUser()
const ada = adminUser({
  id: 'user-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  roles: ['customer', 'admin'],
})

function row(email: string) {
  return screen.getByText(email).closest('tr') as HTMLElement
}

describe('AdminUsersPage', { timeout: 20_000 }, () => {
  it('searches by email or name and shows roles as coloured badges', async () => {
    const { api } = await renderAdminPage('/admin/users', {
      'GET /api/admin/users': {
        status: 200,
        body: page([sam, adminUser({ ...ada, id: adminAccount.user.id })]),
      },
    })

    await screen.findByText('sam@example.com')
    const roles = within(row('ada@example.com')).getByRole('list', { name: /Roles of/ })
    expect(within(roles).getByText('Admin')).toHaveClass('text-role-admin-strong')
    expect(within(roles).getByText('Customer')).toHaveClass('text-role-customer-strong')
    expect(within(row('ada@example.com')).getByText('You')).toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Search users'), 'rivera{Enter}')
    await waitFor(() =>
      expect(requestsTo(api, 'GET', '/api/admin/users?q=rivera&page=1')).toHaveLength(1),
    )
  })

  it('grants the vendor role after confirmation and shows the new badge', async () => {
    let roles: typeof sam.roles = ['customer']
    const { api } = await renderAdminPage('/admin/users', {
      'GET /api/admin/users': () => ({ status: 200, body: page([{ ...sam, roles }]) }),
      'POST /api/admin/users/user-sam/roles': () => {
        roles = ['customer', 'vendor']
        return { status: 200, body: { ...sam, roles } }
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Grant vendor role to sam@example.com' }),
    )
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Make sam@example.com a vendor?',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant role' }))

    expect(await screen.findByText('sam@example.com is now a vendor')).toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/admin/users/user-sam/roles')).toEqual({
      role: 'vendor',
      grant: true,
    })
    expect(await within(row('sam@example.com')).findByText('Vendor')).toBeInTheDocument()
  })

  it("shows the server's refusal to remove the last admin", async () => {
    const { api } = await renderAdminPage('/admin/users', {
      'GET /api/admin/users': { status: 200, body: page([ada]) },
      'POST /api/admin/users/user-ada/roles': {
        status: 409,
        body: problem(409, 'Conflict', LAST_ADMIN_REFUSED),
      },
    })

    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove admin role from ada@example.com' }),
    )
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove role' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LAST_ADMIN_REFUSED)
    expect(sentBody(api, 'POST', '/api/admin/users/user-ada/roles')).toEqual({
      role: 'admin',
      grant: false,
    })
    expect(within(row('ada@example.com')).getByText('Admin')).toBeInTheDocument()
  })

  it('warns that disabling ends every session, then disables', async () => {
    const { api } = await renderAdminPage('/admin/users', {
      'GET /api/admin/users': { status: 200, body: page([sam]) },
      'POST /api/admin/users/user-sam/disable': {
        status: 200,
        body: { ...sam, disabledAt: '2026-03-12T12:00:00.000Z' },
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: 'Disable sam@example.com' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('All of their sessions end at once')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }))

    expect(await screen.findByText('sam@example.com is disabled')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/admin/users/user-sam/disable')).toHaveLength(1)
  })
})
