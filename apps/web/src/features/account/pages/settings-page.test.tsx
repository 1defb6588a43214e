import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parentAccount } from '@/test/accounts'
import { type FakeRoute, problem } from '@/test/fake-api'
import { renderAccountPage, sentBodies } from '../testing/render-account-page'

const openSettings = (routes: Record<string, FakeRoute> = {}) =>
  renderAccountPage('/settings', 'Account Settings', routes)

describe('SettingsPage', { timeout: 20_000 }, () => {
  it('asks for matching passwords before sending anything', async () => {
    const { api } = await openSettings()
    const form = screen.getByRole('form', { name: 'Change password' })

    await userEvent.type(within(form).getByLabelText('Current password'), 'password123')
    await userEvent.type(within(form).getByLabelText('New password'), 'new-secret-1')
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'new-secret-2')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))

    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument()
    expect(sentBodies(api, 'POST', '/api/auth/change-password')).toHaveLength(0)
    expect(
      screen.getByText('Other devices signed in to your account will be signed out'),
    ).toBeInTheDocument()
  })

  it('asks for a new email and explains it must be confirmed', async () => {
    const { api } = await openSettings({
      'POST /api/auth/change-email': { status: 200, body: { status: true } },
    })
    const form = screen.getByRole('form', { name: 'Change email' })

    await userEvent.type(within(form).getByLabelText('New email'), ' Emily@Example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }))

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email changes to emily@example.com only once the link is opened',
    )
    expect(sentBodies(api, 'POST', '/api/auth/change-email')).toEqual([
      { newEmail: 'emily@example.com', callbackURL: '/settings' },
    ])
  })

  it('shows the server’s refusal of the new email under the field', async () => {
    await openSettings({
      'POST /api/auth/change-email': {
        status: 400,
        body: problem(400, 'Bad Request', 'Email is the same'),
      },
    })
    const form = screen.getByRole('form', { name: 'Change email' })

    await userEvent.type(within(form).getByLabelText('New email'), 'parent@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }))

    expect(await within(form).findByText('Email is the same')).toBeInTheDocument()
  })

  it('deletes the account only with DELETE typed and the password, then goes home', async () => {
    let deleted = false
    const { api, router } = await openSettings({
      'GET /api/account/session': () => ({
        status: 200,
        body: { account: deleted ? null : parentAccount },
      }),
      'POST /api/account/delete': async (request) => {
        const { password } = await request.json()
        if (password !== 'password123') {
          return { status: 403, body: problem(403, 'Forbidden', 'That password is not right.') }
        }
        deleted = true
        return { status: 204 }
      },
      'POST /api/account/sign-out': { status: 204 },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' })
    expect(dialog).toHaveTextContent('upcoming bookings will be cancelled')
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete')
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'wrong-one')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    expect(
      await within(dialog).findByText('Type DELETE to confirm', { selector: 'p' }),
    ).toBeInTheDocument()
    expect(sentBodies(api, 'POST', '/api/account/delete')).toHaveLength(0)

    const word = within(dialog).getByLabelText('Type DELETE to confirm')
    await userEvent.clear(word)
    await userEvent.type(word, 'DELETE')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not right.',
    )

    const password = within(dialog).getByLabelText('Your password')
    await userEvent.clear(password)
    await userEvent.type(password, 'password123')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))

    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
