import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parentAccount, signInAs, vendorAccount } from '@/test/accounts'
import { type FakeRoute, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { sentBody } from '@/test/sent-requests'

// The first test of the file also waits for the lazily loaded page.
const FIRST_LOAD = { timeout: 10_000 }

const defaults = {
  reminders: true,
  announcements: true,
  newsletter: false,
  transactional: true,
  attendance: false,
}

/** The card as a parent finds it on Settings; a provider has it on their own settings page. */
async function openSettings(routes: Record<string, FakeRoute> = {}) {
  const api = signInAs(parentAccount, {
    'GET /api/account/notifications': { status: 200, body: defaults },
    ...routes,
  })
  const view = renderApp('/settings')
  const form = await screen.findByRole('form', { name: 'Email notifications' }, FIRST_LOAD)
  return { ...view, api, form }
}

describe('Email notifications on Settings', { timeout: 20_000 }, () => {
  it('shows each choice with what it means and that transactional mail always goes', async () => {
    const { form } = await openSettings()
    expect(within(form).getByRole('switch', { name: 'Session reminders' })).toBeChecked()
    expect(within(form).getByRole('switch', { name: 'Messages from providers' })).toBeChecked()
    expect(within(form).getByRole('switch', { name: 'Newsletter and offers' })).not.toBeChecked()
    expect(
      within(form).getByRole('switch', { name: 'Session reminders' }),
    ).toHaveAccessibleDescription('An email the day before each session you have booked.')
    expect(
      screen.getByText(/Booking confirmations, cancellations and security emails are always sent/),
    ).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Save email notifications' })).toBeDisabled()
  })

  it('saves the switches it was given and says so', async () => {
    const { api, form } = await openSettings({
      'PUT /api/account/notifications': async (request) => ({
        status: 200,
        body: { ...(await request.json()), transactional: true },
      }),
    })
    await userEvent.click(within(form).getByRole('switch', { name: 'Session reminders' }))
    await userEvent.click(within(form).getByRole('switch', { name: 'Newsletter and offers' }))
    await userEvent.click(
      within(form).getByRole('switch', { name: 'Check-in and check-out emails' }),
    )
    await userEvent.click(within(form).getByRole('button', { name: 'Save email notifications' }))

    expect(await screen.findByText('Settings saved')).toBeInTheDocument()
    expect(sentBody(api, 'PUT', '/api/account/notifications')).toEqual({
      reminders: false,
      announcements: true,
      newsletter: true,
      attendance: true,
    })
    expect(within(form).getByRole('switch', { name: 'Session reminders' })).not.toBeChecked()
    expect(within(form).getByRole('button', { name: 'Save email notifications' })).toBeDisabled()
  })

  it('keeps the choice on screen when saving fails, with the server’s reason', async () => {
    const { form } = await openSettings({
      'PUT /api/account/notifications': {
        status: 503,
        body: problem(503, 'Service Unavailable', 'The database is not answering.'),
      },
    })
    await userEvent.click(within(form).getByRole('switch', { name: 'Messages from providers' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save email notifications' }))

    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument()
    expect(within(form).getByRole('switch', { name: 'Messages from providers' })).not.toBeChecked()
  })

  it('says so when the settings cannot be loaded', async () => {
    signInAs(parentAccount, {
      'GET /api/account/notifications': {
        status: 500,
        body: problem(500, 'Internal Server Error', 'Something went wrong on our side.'),
      },
    })
    renderApp('/settings')
    expect(
      await screen.findByText('Something went wrong on our side.', {}, FIRST_LOAD),
    ).toBeInTheDocument()
  })
})

describe('Email notifications for a provider', { timeout: 20_000 }, () => {
  it('are in the provider’s own settings too', async () => {
    signInAs(vendorAccount, {
      'GET /api/vendor/settings': {
        status: 200,
        body: { accountEmail: 'vendor@example.com', notificationEmail: null },
      },
      'GET /api/account/notifications': { status: 200, body: defaults },
    })
    renderApp('/vendor/settings')
    const form = await screen.findByRole(
      'form',
      { name: 'Email notifications' },
      { timeout: 10_000 },
    )
    expect(within(form).getByRole('switch', { name: 'Newsletter and offers' })).not.toBeChecked()
  })
})
