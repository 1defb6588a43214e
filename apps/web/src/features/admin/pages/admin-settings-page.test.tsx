import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { adminUser, page } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const entry = {
  id: '5b0e7a10-3333-4000-8000-000000000001',
  adminId: 'user-ada',
  adminEmail: 'ada@example.com',
  action: 'vendor.reject',
  targetType: 'vendor',
  targetId: '5b0e7a10-0000-4000-8000-000000000001',
  before: { status: 'pending', statusReason: null },
  after: { status: 'rejected', statusReason: 'No address' },
  createdAt: '2026-03-12T11:00:00.000Z',
}

function openSettings() {
  return renderAdminPage('/admin/settings', {
    'GET /api/admin/settings': {
      status: 200,
      body: { autoApproveActivities: true, supportEmail: null, platformFeePercent: 10 },
    },
    'PUT /api/admin/settings': (request) => request.json().then((body) => ({ status: 200, body })),
    'GET /api/admin/users': {
      status: 200,
      body: page([adminUser({ id: 'user-ada', email: 'ada@example.com', roles: ['admin'] })]),
    },
    'GET /api/admin/audit-log': { status: 200, body: page([entry]) },
  })
}

describe('AdminSettingsPage', { timeout: 20_000 }, () => {
  it('refuses an invalid support email before sending anything', async () => {
    const { api } = await openSettings()

    await userEvent.type(await screen.findByLabelText('Support email'), 'help@')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument()
    expect(screen.getByLabelText('Support email')).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(api, 'PUT', '/api/admin/settings')).toHaveLength(0)
  })

  it('saves the switch and the email, with a toast', async () => {
    const { api } = await openSettings()

    const autoApprove = await screen.findByRole('switch', {
      name: 'Approve new activities of approved vendors',
    })
    expect(autoApprove).toBeChecked()
    await userEvent.click(autoApprove)
    await userEvent.type(screen.getByLabelText('Support email'), 'Help@Example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))

    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', '/api/admin/settings')).toEqual({
      autoApproveActivities: false,
      supportEmail: 'help@example.com',
      platformFeePercent: 10,
    })
  })

  it('checks the platform fee before saving it', async () => {
    const { api } = await openSettings()

    const fee = await screen.findByLabelText('Platform fee (%)')
    expect(fee).toHaveValue(10)
    expect(screen.getByText(/applies to checkouts started after it/)).toBeInTheDocument()
    for (const wrong of ['50.5', '12.345', '']) {
      await userEvent.clear(fee)
      if (wrong) await userEvent.type(fee, wrong)
      await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
      expect(
        await screen.findByText('Enter a fee from 0 to 50 percent, with at most 2 decimals'),
      ).toBeInTheDocument()
    }
    expect(requestsTo(api, 'PUT', '/api/admin/settings')).toHaveLength(0)

    await userEvent.clear(fee)
    await userEvent.type(fee, '7.5')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', '/api/admin/settings')).toMatchObject({ platformFeePercent: 7.5 })
  })

  it('shows the audit log with the change spelled out', async () => {
    await openSettings()

    const logRow = (await screen.findByText('Vendor rejected')).closest('tr') as HTMLElement
    expect(logRow).toHaveTextContent('ada@example.com')
    await userEvent.click(within(logRow).getByText('2 changes'))
    expect(within(logRow).getByText('status').nextElementSibling).toHaveTextContent(
      /pending.*changed to\s*rejected/,
    )
  })

  it('filters the audit log by action through the server', async () => {
    const { api } = await openSettings()
    await screen.findByText('Vendor rejected')

    await chooseOption('Action', 'Role granted')

    await waitFor(() =>
      expect(
        requestsTo(api, 'GET', '/api/admin/audit-log?action=user.grant_role&page=1'),
      ).toHaveLength(1),
    )
  })
})
