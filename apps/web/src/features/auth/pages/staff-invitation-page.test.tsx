// Today keeps the phone's unsent check-ins in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto'
import { INVITATION_EXPIRED } from '@afc/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { instructorAccount, parentAccount, signInAs } from '@/test/accounts'
import { fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { requestsTo, sentBody } from '@/test/sent-requests'

const TOKEN = 'a'.repeat(43)
const LINK = `/staff/join/${TOKEN}`
const PREVIEW = {
  status: 200,
  body: { businessName: 'Clay Corner', email: 'instructor@example.com', role: 'instructor' },
}
const JOINED = { status: 200, body: { businessName: 'Clay Corner', role: 'instructor' } }

describe('StaffInvitationPage', () => {
  it('signs a visitor up for the invited address and opens Today', async () => {
    let joined = false
    const api = fakeApi({
      'GET /api/account/session': () => ({
        status: 200,
        body: { account: joined ? instructorAccount : null },
      }),
      [`GET /api/staff-invitations/${TOKEN}`]: PREVIEW,
      [`POST /api/staff-invitations/${TOKEN}/sign-up`]: () => {
        joined = true
        return JOINED
      },
      'GET /api/vendor/today': { status: 200, body: { requirePickupCode: false, sessions: [] } },
    })
    const { router } = renderApp(LINK)
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Clay Corner' })).toBeVisible()
    expect(screen.getByLabelText('Email')).toHaveValue('instructor@example.com')

    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }))
    expect(await screen.findByText('First name is required')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', `/api/staff-invitations/${TOKEN}/sign-up`)).toHaveLength(0)

    await userEvent.type(screen.getByLabelText('First name'), 'Jamie')
    await userEvent.type(screen.getByLabelText('Last name'), 'Reyes')
    await userEvent.type(screen.getByLabelText('Password'), 'password123')
    await userEvent.click(screen.getByRole('button', { name: 'Create account and join' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/today'))
    expect(sentBody(api, 'POST', `/api/staff-invitations/${TOKEN}/sign-up`)).toEqual({
      firstName: 'Jamie',
      lastName: 'Reyes',
      password: 'password123',
    })
  })

  it('tells someone signed in with another address how to accept', async () => {
    signInAs(parentAccount, {
      [`GET /api/staff-invitations/${TOKEN}`]: PREVIEW,
      [`POST /api/staff-invitations/${TOKEN}/accept`]: {
        status: 403,
        body: problem(
          403,
          'Forbidden',
          'This invitation was sent to another email address. Sign in with that address to accept it.',
        ),
      },
    })
    renderApp(LINK)
    expect(
      await screen.findByText(
        'You are signed in as parent@example.com. Sign out and sign in as instructor@example.com to accept.',
      ),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Accept and join' }))
    expect(
      await screen.findByText(
        'This invitation was sent to another email address. Sign in with that address to accept it.',
      ),
    ).toBeInTheDocument()
  })

  it('says why a link cannot be used', async () => {
    fakeApi({
      [`GET /api/staff-invitations/${TOKEN}`]: {
        status: 410,
        body: problem(410, 'Invitation closed', INVITATION_EXPIRED),
      },
    })
    renderApp(LINK)
    expect(await screen.findByText(INVITATION_EXPIRED)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Join a provider' })).toBeVisible()
  })
})
