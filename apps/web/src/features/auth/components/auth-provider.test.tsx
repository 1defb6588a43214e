import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { parentAccount, signInAs } from '@/test/accounts'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

async function signOutFromHome() {
  const { router } = renderApp('/')
  // The home page's code loads first, which can take a while on a busy machine.
  const banner = await screen.findByRole('region', { name: 'Your account' }, { timeout: 5000 })
  await userEvent.click(within(banner).getByRole('button', { name: 'Sign Out' }))
  return router
}

describe('AuthProvider', () => {
  it('signs out on the server, forgets the account and stays on a public page', async () => {
    const api = signInAs(parentAccount, { 'POST /api/account/sign-out': { status: 204 } })
    const router = await signOutFromHome()

    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.queryByText('Signed in as parent@example.com')).not.toBeInTheDocument()
    expect(api).toHaveBeenCalledWith('/api/account/sign-out', expect.anything())
    expect(router.state.location.pathname).toBe('/')
  })

  it('logs a failed sign-out and still ends it here', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    signInAs(parentAccount, {
      'POST /api/account/sign-out': { status: 503, body: problem(503, 'Unavailable') },
    })
    await signOutFromHome()

    const header = screen.getByRole('banner')
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('Signing out failed', expect.anything())
  })

  it('treats a failed account lookup as signed out and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    fakeApi({ 'GET /api/account/session': { status: 500, body: problem(500, 'Server error') } })
    const { router } = renderApp('/bookings')

    // A server error is retried once, a second later, before the app gives up.
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 3000 })
    expect(logged).toHaveBeenCalledWith('Loading your account failed', expect.anything())
  })
})
