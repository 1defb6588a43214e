import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parentAccount, signInAs, vendorAccount } from '@/test/accounts'
import { fakeApi, pendingForever } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

describe('ProtectedRoute', () => {
  it('shows the loading screen while the account resolves', async () => {
    fakeApi({ 'GET /api/account/session': pendingForever })
    renderApp('/vendor')

    expect(await screen.findByText('Loading your account...')).toBeInTheDocument()
  })

  it('sends a visitor to sign in, carrying the requested page and the workspace role', async () => {
    const { router } = renderApp('/vendor/activities?page=2')

    expect(await screen.findByText('Sign in as vendor')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth')
    expect(router.state.location.state).toEqual({
      from: '/vendor/activities?page=2',
      role: 'vendor',
    })
  })

  it('sends a visitor from a customer page to the general sign-in', async () => {
    const { router } = renderApp('/bookings')

    expect(await screen.findByText('Sign in to your account or create a new one')).toBeVisible()
    expect(router.state.location.state).toEqual({ from: '/bookings', role: undefined })
  })

  it('sends a user without the role to /unauthorized, carrying the requested page', async () => {
    signInAs(parentAccount)
    const { router } = renderApp('/admin/users')

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/unauthorized')
    expect(router.state.location.state).toEqual({ from: '/admin/users' })
  })

  it('lets a user with the role in', async () => {
    signInAs(vendorAccount)
    const { router } = renderApp('/vendor/activities')

    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Vendor' })).toBeVisible())
    expect(router.state.location.pathname).toBe('/vendor/activities')
  })

  it('lets any signed-in user open the customer pages', async () => {
    signInAs(vendorAccount)
    const { router } = renderApp('/children')

    expect(await screen.findByRole('heading', { level: 1, name: 'Child Profiles' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/children')
  })

  it('leaves the pages for prospective providers public', async () => {
    const { router } = renderApp('/vendor/pricing')

    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(router.state.location.pathname).toBe('/vendor/pricing')
  })
})
