import { ADMIN_SIGN_UP_REFUSED } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { type FakeRoute, fakeApi, pendingForever, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const registered: FakeRoute = {
  status: 201,
  body: { verificationRequired: false, message: 'Please check your email to confirm your account' },
}

async function signUp(signUpRoute: FakeRoute, role = 'Customer') {
  const api = fakeApi({ 'POST /api/account/sign-up': signUpRoute })
  const view = renderApp({ pathname: '/auth', state: { defaultTab: 'signup' } })
  const picker = await screen.findByRole('group', { name: 'Account type' })
  await userEvent.click(within(picker).getByRole('button', { name: role }))
  await userEvent.type(screen.getByLabelText('First Name'), 'Maya')
  await userEvent.type(screen.getByLabelText('Last Name'), 'Lopez')
  await userEvent.type(screen.getByLabelText('Email'), 'Maya@Example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'password123')
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  return { ...view, api }
}

describe('SignUpForm', () => {
  it('sends the new account with the chosen role', async () => {
    const { api } = await signUp(registered, 'Vendor')

    await screen.findByText('Registration successful')
    const [path, init] =
      api.mock.calls.find(([url]) => String(url) !== '/api/account/session') ?? []
    expect(path).toBe('/api/account/sign-up')
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya@example.com',
      password: 'password123',
      role: 'vendor',
    })
  })

  it('disables the form and says so while creating the account', async () => {
    await signUp(pendingForever)

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled()
    expect(screen.getByLabelText('First Name')).toBeDisabled()
    expect(screen.getByLabelText('Password')).toBeDisabled()
  })

  it('confirms and switches to Login with the email filled in', async () => {
    await signUp(registered)

    expect(await screen.findByText('Registration successful')).toBeInTheDocument()
    expect(screen.getByText('Please check your email to confirm your account')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com')
    expect(screen.getByLabelText('Password')).toHaveFocus()
  })

  it("shows the server's refusal of an admin sign-up", async () => {
    await signUp({ status: 403, body: problem(403, 'Forbidden', ADMIN_SIGN_UP_REFUSED) }, 'Admin')

    expect(await screen.findByText('Registration failed')).toBeInTheDocument()
    // The same sentence also stands under the role picker while Admin is chosen.
    expect(screen.getAllByText(ADMIN_SIGN_UP_REFUSED)).toHaveLength(2)
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
  })

  it('falls back to a generic reason and marks the fields the server rejected', async () => {
    await signUp({
      status: 400,
      body: problem(400, 'Bad Request', undefined, { lastName: ['Last name is required'] }),
    })

    expect(await screen.findByText('Registration failed')).toBeInTheDocument()
    expect(screen.getByText('Something went wrong')).toBeInTheDocument()
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required')
  })
})
