import type { ActivityDetail } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { lily, sampleWaitlistEntry } from '@/test/account-samples'
import { sampleActivityDetail, sampleIds } from '@/test/catalog-samples'
import { problem } from '@/test/fake-api'
import { openBookingDialog } from '../../testing/open-booking-dialog'

const waitlistRequests = (api: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  api.mock.calls
    .filter(([path, init]) => String(path) === '/api/waitlist' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)))

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingDialog on a full session', { timeout: 20_000 }, () => {
  it('offers the waiting list with the chosen children, then says where they stand', async () => {
    const { api, dialog, router } = await openBookingDialog(
      { 'POST /api/waitlist': { status: 201, body: sampleWaitlistEntry({ position: 3 }) } },
      { maxAge: 12 },
    )

    await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 12/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    expect(within(dialog).getByRole('region', { name: 'Waiting list' })).toHaveTextContent(
      'This session is full.',
    )
    expect(within(dialog).queryByRole('button', { name: 'Continue to payment' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join waitlist' }))

    const joined = await screen.findByRole('dialog', { name: 'You are number 3 in line' })
    await waitFor(() =>
      expect(
        within(joined).getByRole('heading', { name: 'You are number 3 in line' }),
      ).toHaveFocus(),
    )
    expect(waitlistRequests(api)).toEqual([
      { sessionId: sampleIds.fullSession, childIds: [lily.id] },
    ])
    expect(api.mock.calls.some(([path]) => String(path) === '/api/bookings')).toBe(false)

    await userEvent.click(within(joined).getByRole('link', { name: 'View my waitlist' }))
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/bookings?tab=waitlist',
        ),
      { timeout: 10_000 },
    )
  })

  it('joins the line when the session has room for fewer children than chosen', async () => {
    const [first, second] = sampleActivityDetail().upcomingSessions
    const { dialog } = await openBookingDialog(
      {},
      {
        maxAge: 12,
        upcomingSessions: [
          { ...first, spotsLeft: 1 },
          second,
        ] as ActivityDetail['upcomingSessions'],
      },
    )

    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))

    expect(within(dialog).getByRole('button', { name: 'Join waitlist' })).toBeEnabled()
    expect(
      within(dialog).getByText('Not enough places: we offer them to you when they free up'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('region', { name: 'Waiting list' })).toHaveTextContent(
      'Only 1 place is left, not enough for everyone you chose.',
    )
    expect(
      within(dialog).getByText(
        'Nothing is charged to join the waiting list: you pay only if you book an offer',
      ),
    ).toBeInTheDocument()
  })

  it('shows the server’s refusal in its own words and keeps the choice', async () => {
    const refusal = 'Lily is already in line for this session.'
    const { dialog } = await openBookingDialog(
      { 'POST /api/waitlist': { status: 409, body: problem(409, 'Conflict', refusal) } },
      { maxAge: 12 },
    )
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 12/ }))
    const lilyBox = within(dialog).getByRole('checkbox', { name: /Lily Carter/ })
    await userEvent.click(lilyBox)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Join waitlist' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(lilyBox).toBeChecked()
    // Choosing again clears the refusal, which was about the old choice.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('gives the focus back to Book Now when closed after joining', async () => {
    const { dialog } = await openBookingDialog(
      { 'POST /api/waitlist': { status: 201, body: sampleWaitlistEntry({ position: 1 }) } },
      { maxAge: 12 },
    )
    await userEvent.click(within(dialog).getByRole('radio', { name: /Sat, Dec 12/ }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Max Carter/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join waitlist' }))
    const joined = await screen.findByRole('dialog', { name: 'You are number 1 in line' })

    await userEvent.keyboard('{Escape}')

    expect(joined).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus())
  })
})
