import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleBooking } from '@/test/account-samples'
import { pageOf } from '@/test/page-of'
import { renderAccountPage } from '../../testing/render-account-page'

// A few days after both messages: neither reads 'Today' or 'Tomorrow', whatever the real date.
const NOW = new Date('2026-11-30T18:00:00.000Z')

const withMessages = sampleBooking({
  announcements: [
    {
      id: '5a1e7c9d-1111-4b2a-9c3d-00000000000a',
      message: 'Bring an apron.\n<b>We start on time!</b>',
      providerName: 'Sunny Studio',
      createdAt: '2026-11-26T15:12:00.000Z',
    },
    {
      id: '5a1e7c9d-1111-4b2a-9c3d-00000000000b',
      message: 'Welcome to the class',
      providerName: 'Sunny Studio',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
})

describe('messages from the provider on My Bookings', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows each message under its booking, newest first, as plain text with its line breaks', async () => {
    await renderAccountPage('/bookings', 'My Bookings', {
      'GET /api/bookings': { status: 200, body: pageOf([withMessages]) },
      'GET /api/account/calendar': { status: 200, body: { url: 'http://localhost/feed.ics' } },
    })
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    const messages = within(card).getByRole('region', { name: 'Messages from Sunny Studio' })
    const items = within(messages).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Message from Sunny Studio · Nov 26, 09:12 CSTBring an apron.\n<b>We start on time!</b>',
      'Message from Sunny Studio · Nov 20, 09:00 CSTWelcome to the class',
    ])
    // The provider's words are text: markup in them is shown, never run.
    expect(card.querySelector('b')).toBeNull()
  })

  it('shows nothing extra for a booking without messages', async () => {
    await renderAccountPage('/bookings', 'My Bookings', {
      'GET /api/bookings': { status: 200, body: pageOf([sampleBooking()]) },
      'GET /api/account/calendar': { status: 200, body: { url: 'http://localhost/feed.ics' } },
    })
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(within(card).queryByRole('region')).toBeNull()
  })
})
