import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'

function openSettings(routes: Record<string, FakeRoute> = {}) {
  return renderVendorPage('/vendor/settings', {
    'GET /api/vendor/settings': {
      status: 200,
      body: { accountEmail: 'vendor@example.com', notificationEmail: null },
    },
    ...routes,
  })
}

async function fillPasswords(current: string, next: string, confirm: string) {
  await userEvent.type(screen.getByLabelText('Current password'), current)
  await userEvent.type(screen.getByLabelText('New password'), next)
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm)
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('VendorSettingsPage', () => {
  it('shows the account email read-only and saves the notification email', async () => {
    const { api } = await openSettings({
      'PUT /api/vendor/settings': {
        status: 200,
        body: { accountEmail: 'vendor@example.com', notificationEmail: 'desk@studio.example' },
      },
    })

    const account = await screen.findByLabelText('Account email')
    expect(account).toHaveValue('vendor@example.com')
    expect(account).toHaveAttribute('readonly')
    const notices = screen.getByLabelText('Notification email for new bookings')
    await userEvent.type(notices, 'desk@studio.example')
    await userEvent.click(screen.getByRole('button', { name: 'Save email settings' }))

    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', '/api/vendor/settings')).toEqual({
      notificationEmail: 'desk@studio.example',
    })
  })

  it('asks for matching passwords before sending anything', async () => {
    const { api } = await openSettings()

    await fillPasswords('password123', 'new-secret-1', 'new-secret-2')

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/auth/change-password')).toHaveLength(0)
  })

  it('changes the password and signs out other devices', async () => {
    const { api } = await openSettings({
      'POST /api/auth/change-password': { status: 200, body: { token: null } },
    })

    await fillPasswords('password123', 'new-secret-1', 'new-secret-1')

    expect(
      await screen.findByText('Password changed. Other devices were signed out.'),
    ).toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/auth/change-password')).toEqual({
      currentPassword: 'password123',
      newPassword: 'new-secret-1',
      revokeOtherSessions: true,
    })
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('marks a wrong current password', async () => {
    await openSettings({
      'POST /api/auth/change-password': {
        status: 400,
        body: problem(400, 'BAD_REQUEST', 'Invalid password'),
      },
    })

    await fillPasswords('wrong-one', 'new-secret-1', 'new-secret-1')

    expect(await screen.findByText('Error')).toBeInTheDocument()
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Invalid password',
    )
  })
})
