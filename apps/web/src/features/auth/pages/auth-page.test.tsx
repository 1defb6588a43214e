import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AuthNavigationState } from '@/lib/auth-navigation'
import { parentAccount, signInAs } from '@/test/accounts'
import { renderApp } from '@/test/render-app'

function renderAuth(state?: AuthNavigationState, search = '') {
  return renderApp({ pathname: '/auth', search, state })
}

function roleButton(name: string) {
  const picker = screen.getByRole('group', { name: 'Account type' })
  return within(picker).getByRole('button', { name })
}

describe('AuthPage', () => {
  it('opens on the Login tab with the general subtitle and the Customer role', async () => {
    renderAuth()

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
    expect(screen.getByText('Sign in to your account or create a new one')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false')
    expect(roleButton('Customer')).toHaveAttribute('aria-pressed', 'true')
    expect(roleButton('Vendor')).toHaveAttribute('aria-pressed', 'false')
    expect(roleButton('Admin')).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByLabelText('Email')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
    expect(screen.getByText(/vendor and admin accounts require approval/)).toBeInTheDocument()
  })

  it('takes the role and tab from navigation state', async () => {
    renderAuth({ role: 'vendor', defaultTab: 'signup' })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an Account' }),
    ).toBeVisible()
    expect(screen.getByText('Sign in as vendor')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true')
    expect(roleButton('Vendor')).toHaveAttribute('aria-pressed', 'true')
    for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
  })

  it('switches between the tabs and roles', async () => {
    renderAuth({ role: 'admin' })
    await screen.findByText('Sign in as admin')

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible()
    await userEvent.click(roleButton('Customer'))
    expect(roleButton('Customer')).toHaveAttribute('aria-pressed', 'true')
    expect(roleButton('Admin')).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByRole('tab', { name: 'Login' }))
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible()
  })

  it('shows the login rules under the inputs', async () => {
    renderAuth()
    await userEvent.type(await screen.findByLabelText('Email'), 'not-an-email')
    await userEvent.type(screen.getByLabelText('Password'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))

    const email = screen.getByLabelText('Email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Please enter a valid email address')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    )
  })

  it('shows the sign-up rules under the inputs', async () => {
    renderAuth({ defaultTab: 'signup' })
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }))

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name is required',
    )
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required')
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    )
  })

  it('warns before submitting that Admin cannot be chosen at sign-up', async () => {
    renderAuth({ defaultTab: 'signup' })
    await userEvent.click(await screen.findByRole('button', { name: 'Admin' }))

    expect(screen.getByText(/Admin accounts cannot be created from the sign-up form/)).toBeVisible()
  })

  it('says so when the email-confirmation link brings the user back', async () => {
    renderAuth(undefined, '?verified=1')

    expect(await screen.findByText('Your email is confirmed. You can log in now.')).toBeVisible()
  })

  it('sends a user who is already signed in to the home page', async () => {
    signInAs(parentAccount)
    const { router } = renderAuth()

    expect(await screen.findByText('Signed in as parent@example.com')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
