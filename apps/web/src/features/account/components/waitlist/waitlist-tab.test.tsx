import type { WaitlistEntry } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleWaitlistEntry } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { bookingRoutes } from '../../testing/booking-routes'
import { renderAccountPage } from '../../testing/render-account-page'

const entryPath = `/api/waitlist/${familyIds.waitlistEntry}`
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

const offered = (totalAmountCents: number) =>
  sampleWaitlistEntry({
    status: 'offered',
    position: 1,
    quantity: 2,
    participants: [
      { id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' },
      { id: familyIds.max, firstName: 'Max', lastName: 'Carter' },
    ],
    offer: {
      bookingId: familyIds.booking,
      expiresAt: inHours(5),
      totalAmountCents,
    },
  })

/** My Bookings on its Waitlist tab, the server holding `entries`. */
async function openWaitlist(entries: { items: WaitlistEntry[] }, extra = {}) {
  const view = await renderAccountPage(
    '/bookings?tab=waitlist',
    'My Bookings',
    bookingRoutes(
      { upcoming: [], past: [] },
      { 'GET /api/waitlist': () => ({ status: 200, body: entries }), ...extra },
    ),
  )
  return view
}

const findCard = () => screen.findByRole('article', { name: 'Watercolor Adventures' })

// Each test drives the whole app through user events: seconds on a busy machine.
describe('My Bookings, Waitlist tab', { timeout: 20_000 }, () => {
  it('shows a waiting family their place in line, in the venue’s time', async () => {
    await openWaitlist({ items: [sampleWaitlistEntry({ position: 3 })] })

    expect(screen.getByRole('tab', { name: 'Waitlist' })).toHaveAttribute('aria-selected', 'true')
    const card = await findCard()
    expect(within(card).getByText('You are number 3 in line')).toBeInTheDocument()
    expect(within(card).getByText('Waiting')).toBeInTheDocument()
    expect(
      within(card).getByText(/Sat, Dec 12, 2026 · 10:00\s–\s11:30\sAM CST/),
    ).toBeInTheDocument()
    expect(within(card).getByText('Lily Carter')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Book these places' })).toBeNull()
  })

  it("names a term's line, which is for every session from its first one to come", async () => {
    const term = { id: '00000000-0000-4000-8000-00000000a001', name: 'Spring 2027' }
    await openWaitlist({ items: [sampleWaitlistEntry({ position: 1, term })] })

    const card = await findCard()
    expect(within(card).getByText('Spring 2027')).toBeVisible()
    expect(
      within(card).getByText('An offer enrols you in every session still to come'),
    ).toBeVisible()
    expect(within(card).getByText('From')).toBeVisible()
    expect(within(card).getByText('You are number 1 in line')).toBeVisible()
  })

  it('says when there are no entries', async () => {
    await openWaitlist({ items: [] })

    expect(
      await screen.findByRole('heading', { name: 'You are not on any waiting list' }),
    ).toBeInTheDocument()
  })

  it('names every status in words', async () => {
    const ended = (['booked', 'declined', 'expired', 'left', 'closed'] as const).map(
      (status, index) =>
        sampleWaitlistEntry({
          id: `9a2b7c40-3333-4d5e-8f90-0000000000f${index}`,
          status,
          position: null,
          activity: { ...sampleWaitlistEntry().activity, title: `Activity ${status}` },
        }),
    )
    await openWaitlist({ items: ended })

    const words = {
      booked: 'Booked',
      declined: 'Declined',
      expired: 'Offer ran out',
      left: 'Left',
      closed: 'Closed',
    }
    for (const [status, word] of Object.entries(words)) {
      const card = await screen.findByRole('article', { name: `Activity ${status}` })
      expect(within(card).getByText(word)).toBeInTheDocument()
      expect(within(card).queryByRole('button', { name: 'Leave waitlist' })).toBeNull()
    }
  })

  it('shows an offer with its time left, and books a paid one through checkout', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const checkoutUrl = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    const entry = offered(5000)
    await openWaitlist(
      { items: [entry] },
      {
        [`POST ${entryPath}/accept`]: {
          status: 200,
          body: { bookingId: familyIds.booking, checkoutUrl },
        },
      },
    )
    const card = await findCard()

    expect(within(card).getByText('Offer for you')).toBeInTheDocument()
    expect(within(card).getByText('2 places came free for you.')).toBeInTheDocument()
    const held = within(card).getByText(/Held for you until/)
    // On the venue's clock, as the session's own time is.
    expect(held).toHaveTextContent(/until (Today|Tomorrow), \d{1,2}:\d\d [AP]M C[SD]T/)
    expect(held).toHaveTextContent(/\((4 h 59 min|5 h 0 min) left\)/)
    expect(within(card).getByText(/Book to pay \$50\.00/)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'No thanks' })).toBeEnabled()
    await userEvent.click(within(card).getByRole('button', { name: 'Book these places' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
  })

  it('passes an offer on with No thanks, and shows the new status', async () => {
    const entries = { items: [offered(0)] }
    const { api } = await openWaitlist(entries, {
      [`POST ${entryPath}/decline`]: () => {
        const declined = { ...offered(0), status: 'declined' as const, position: null, offer: null }
        entries.items = [declined]
        return { status: 200, body: declined }
      },
    })
    const card = await findCard()

    await userEvent.click(within(card).getByRole('button', { name: 'No thanks' }))

    expect(await within(card).findByText('Declined')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Book these places' })).toBeNull()
    expect(api.mock.calls.filter(([path]) => String(path) === `${entryPath}/decline`)).toHaveLength(
      1,
    )
  })

  it('says why an offer could not be taken', async () => {
    const refusal = 'This offer has run out, so the places went to the next family.'
    await openWaitlist(
      { items: [offered(0)] },
      { [`POST ${entryPath}/accept`]: { status: 409, body: problem(409, 'Conflict', refusal) } },
    )
    const card = await findCard()

    await userEvent.click(within(card).getByRole('button', { name: 'Book these places' }))

    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('leaves the line after a confirmation', async () => {
    const entries = { items: [sampleWaitlistEntry()] }
    const { api } = await openWaitlist(entries, {
      [`DELETE ${entryPath}`]: () => {
        entries.items = [{ ...sampleWaitlistEntry(), status: 'left', position: null }]
        return { status: 204 }
      },
    })
    const card = await findCard()

    await userEvent.click(within(card).getByRole('button', { name: 'Leave waitlist' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Leave the waiting list?' })
    expect(dialog).toHaveTextContent(
      'Lily will lose their place in line for Watercolor Adventures.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave waitlist' }))

    expect(await within(card).findByText('Left')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(
      api.mock.calls.filter(
        ([path, init]) => String(path) === entryPath && init?.method === 'DELETE',
      ),
    ).toHaveLength(1)
  })
})
