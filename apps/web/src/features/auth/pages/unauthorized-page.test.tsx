import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parentAccount, signInAs } from '@/test/accounts'
import { renderApp } from '@/test/render-app'

describe('UnauthorizedPage', () => {
  it('explains the refusal and offers a way home or out', async () => {
    const api = signInAs(parentAccount, { 'POST /api/account/sign-out': { status: 204 } })
    const { router } = renderApp('/unauthorized')

    expect(
      await screen.findByText(
        "You don't have permission to access this page. Please contact an administrator if you believe this is an error.",
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(api).toHaveBeenCalledWith('/api/account/sign-out', expect.anything())
  })
})
