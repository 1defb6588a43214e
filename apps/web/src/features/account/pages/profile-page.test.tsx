import type { Account } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { parentAccount } from '@/test/accounts'
import { type FakeReply, type FakeRoute, problem } from '@/test/fake-api'
import { renderAccountPage, sentBodies } from '../testing/render-account-page'

/** A server whose account changes with what it is sent. */
function accountRoutes(extra: Record<string, FakeRoute> = {}) {
  let account: Account = parentAccount
  let release: (reply: FakeReply) => void = () => {}
  const routes: Record<string, FakeRoute> = {
    'GET /api/account/session': () => ({ status: 200, body: { account } }),
    'PUT /api/account/profile': async (request: Request) => {
      const name = await request.json()
      // Held until the test releases it, to look at the form while it saves.
      const reply = await new Promise<FakeReply>((resolve) => {
        release = resolve
      })
      account = { ...account, profile: { ...account.profile, ...name } }
      return reply.status === 200 ? { status: 200, body: account } : reply
    },
    'POST /api/account/avatar': () => {
      account = { ...account, profile: { ...account.profile, avatarUrl: '/uploads/avatar.webp' } }
      return { status: 200, body: { url: '/uploads/avatar.webp' } }
    },
    ...extra,
  }
  return { routes, release: (reply: FakeReply) => release(reply) }
}

const openProfile = (routes: Record<string, FakeRoute>) =>
  renderAccountPage('/profile', 'My Profile', routes)

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('saves the name, saying so while it saves', async () => {
    const server = accountRoutes()
    const { api } = await openProfile(server.routes)
    const form = screen.getByRole('form', { name: 'Your name' })
    const first = within(form).getByLabelText('First name')
    expect(first).toHaveValue('Parent')

    await userEvent.clear(first)
    await userEvent.type(first, 'Emily')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    expect(await within(form).findByRole('button', { name: 'Saving...' })).toBeDisabled()
    server.release({ status: 200 })
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
    expect(sentBodies(api, 'PUT', '/api/account/profile')).toEqual([
      { firstName: 'Emily', lastName: 'Example' },
    ])
    // The header reads the account again, with the new name.
    await waitFor(() =>
      expect(
        api.mock.calls.filter(([path]) => path === '/api/account/session').length,
      ).toBeGreaterThan(1),
    )
  })

  it('shows the email read-only with the way to Settings', async () => {
    await openProfile(accountRoutes().routes)

    const email = screen.getByLabelText('Email')
    expect(email).toHaveValue('parent@example.com')
    expect(email).toHaveAttribute('readonly')
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings')
  })

  it('refuses a photo over 5 MB before uploading, and uploads a good one', async () => {
    // jsdom has no object URLs; the preview only needs some address to show.
    URL.createObjectURL = () => 'blob:preview'
    URL.revokeObjectURL = () => {}
    const { api } = await openProfile(accountRoutes().routes)
    const input = screen.getByLabelText('Profile photo file')

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    await userEvent.upload(input, huge)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is larger than 5 MB. Please choose a smaller one.',
    )
    expect(api.mock.calls.some(([path]) => path === '/api/account/avatar')).toBe(false)

    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }))

    expect(await screen.findByText('Photo uploaded')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'You' })).toHaveAttribute(
        'src',
        '/uploads/avatar.webp',
      ),
    )
  })

  it('shows the server’s reason when it refuses the photo', async () => {
    await openProfile(
      accountRoutes({
        'POST /api/account/avatar': {
          status: 415,
          body: problem(415, 'Unsupported Media Type', 'This file is not an image we can read.'),
        },
      }).routes,
    )

    await userEvent.upload(
      screen.getByLabelText('Profile photo file'),
      new File(['not really'], 'me.webp', { type: 'image/webp' }),
    )

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not an image we can read.',
    )
  })
})
