// Today keeps the phone's unsent check-ins in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto'
import type { Account, SignInResponse } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AuthNavigationState } from '@/lib/auth-navigation'
import { adminAccount, instructorAccount, parentAccount, vendorAccount } from '@/test/accounts'
import { type FakeRoute, fakeApi, pendingForever, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

function signedIn(account: Account, redirectTo: SignInResponse['redirectTo']): FakeRoute {
  return { status: 200, body: { account, redirectTo } }
}

async function logIn(
  signInRoute: FakeRoute,
  {
    state,
    role = 'Customer',
    routes = {},
  }: { state?: AuthNavigationState; role?: string; routes?: Record<string, FakeRoute> } = {},
) {
  const api = fakeApi({ 'POST /api/account/sign-in': signInRoute, ...routes })
  const view = renderApp({ pathname: '/auth', state })
  const picker = await screen.findByRole('group', { name: 'Account type' })
  await userEvent.click(within(picker).getByRole('button', { name: role }))
  await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'password123')
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
  return { ...view, api }
}

describe('LoginForm', () => {
  it('sends the credentials with the chosen role', async () => {
    const { api } = await logIn(signedIn(vendorAccount, '/vendor'), { role: 'Vendor' })

    await screen.findByText('Login successful')
    const [, init] = api.mock.calls.find(([url]) => String(url) !== '/api/account/session') ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'someone@example.com',
      password: 'password123',
      role: 'vendor',
    })
  })

  it('disables the form and says so while logging in', async () => {
    await logIn(pendingForever)

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled()
    expect(screen.getByLabelText('Email')).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
  })

  it.each([
    ['a customer', parentAccount, '/' as const, 'Customer', 'Signed in as parent@example.com'],
    ['a vendor', vendorAccount, '/vendor' as const, 'Vendor', 'Vendor Dashboard'],
    ['an admin', adminAccount, '/admin' as const, 'Admin', 'Admin Dashboard'],
  ])('confirms and takes %s to their landing page', async (_, account, landing, role, text) => {
    const { router } = await logIn(signedIn(account, landing), { role })

    expect(await screen.findByText('Login successful')).toBeInTheDocument()
    expect(screen.getByText('You have been logged in')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe(landing))
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)
  })

  it('takes an instructor to Today, the sessions they teach, where an owner gets the dashboard', async () => {
    const { router } = await logIn(signedIn(instructorAccount, '/vendor'), {
      role: 'Vendor',
      routes: {
        'GET /api/vendor/today': { status: 200, body: { requirePickupCode: false, sessions: [] } },
      },
    })

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/today'))
    // The sign-in page's main is replaced by the provider area's: the heading is looked for
    // first, then its place checked, so a main about to go is never held on to.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Today' })
    expect(screen.getByRole('main')).toContainElement(heading)
  })

  it('returns to the page a guard sent the user away from', async () => {
    const { router } = await logIn(signedIn(vendorAccount, '/vendor'), {
      role: 'Vendor',
      state: { from: '/vendor/activities?page=2', role: 'vendor' },
    })

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/activities'))
    expect(router.state.location.search).toBe('?page=2')
  })

  it('goes to the landing page instead when the account may not open that page', async () => {
    const { router } = await logIn(signedIn(parentAccount, '/'), {
      state: { from: '/vendor/activities', role: 'vendor' },
    })

    await screen.findByText('Login successful')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it("shows the server's reason when the login fails", async () => {
    const { router } = await logIn({
      status: 401,
      body: problem(401, 'Login failed', 'Invalid email or password'),
    })

    expect(await screen.findByText('Login failed')).toBeInTheDocument()
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it('says access is denied when the account lacks the chosen role', async () => {
    await logIn(
      { status: 403, body: problem(403, 'Access denied', "You don't have vendor privileges") },
      { role: 'Vendor' },
    )

    expect(await screen.findByText('Access denied')).toBeInTheDocument()
    expect(screen.getByText("You don't have vendor privileges")).toBeInTheDocument()
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument()
  })

  it('falls back to a generic reason and marks the fields the server rejected', async () => {
    await logIn({
      status: 400,
      body: problem(400, 'Bad Request', undefined, { email: ['Email is not allowed here'] }),
    })

    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not allowed here')
  })
})
