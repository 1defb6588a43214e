import type { Booking } from '@afc/contracts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

const heldFor = (seconds: number) =>
  sampleBooking({
    status: 'pending',
    paymentStatus: 'pending',
    paidAmountCents: 0,
    holdExpiresAt: inSeconds(seconds),
  })

const upcomingOnly = (booking: Booking) => bookingRoutes({ upcoming: [booking], past: [] })

async function findCard() {
  return screen.findByRole('article', { name: 'Watercolor Adventures' })
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingCard payments', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers())

  it('shows a held booking awaiting payment, with the time left and the way to pay', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const held = heldFor(12 * 60 + 34)
    const paymentPage = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    await openBookings({
      ...upcomingOnly(held),
      [`POST /api/bookings/${held.id}/checkout`]: { status: 200, body: { url: paymentPage } },
    })
    const card = await findCard()

    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument()
    expect(within(card).getByText(/Held for/)).toHaveTextContent(/Held for 12:3\d/)
    expect(within(card).queryByRole('link', { name: 'Add to calendar' })).toBeNull()
    await userEvent.click(within(card).getByRole('button', { name: 'Complete payment' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
  })

  it('releases held places after saying nothing has been charged', async () => {
    const held = heldFor(600)
    const lists = { upcoming: [held], past: [] as Booking[] }
    await openBookings(
      bookingRoutes(lists, {
        [`POST /api/bookings/${held.id}/cancel`]: () => {
          const released = { ...held, status: 'cancelled' as const, holdExpiresAt: null }
          lists.upcoming = [released]
          return { status: 200, body: released }
        },
      }),
    )
    const card = await findCard()

    await userEvent.click(within(card).getByRole('button', { name: 'Release places' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Release these places?' })
    expect(dialog).toHaveTextContent(
      'The places held for Watercolor Adventures go back to other families. Nothing has been charged.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release places' }))

    expect(await screen.findByText('Places released')).toBeInTheDocument()
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument()
  })

  it('says the places were released when the hold runs out on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const held = heldFor(3)
    await openBookings(upcomingOnly(held))
    const card = await findCard()
    expect(within(card).getByText('Awaiting payment')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(3000))

    expect(within(card).getByRole('status')).toHaveTextContent(
      'Hold expired — the places were released',
    )
    expect(within(card).getByText('Hold expired')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/activities/${held.activity.id}`,
    )
    expect(within(card).queryByRole('button', { name: 'Complete payment' })).toBeNull()
  })

  it('shows an expired hold, and what was refunded when a late payment found no room', async () => {
    const refunded = sampleBooking({
      status: 'expired',
      paymentStatus: 'refunded',
      refundedAmountCents: 2500,
    })
    await openBookings(upcomingOnly(refunded))
    const card = await findCard()

    expect(within(card).getByText('Hold expired')).toBeInTheDocument()
    expect(within(card).getByText('Refunded $25.00')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Book again' })).toBeInTheDocument()
  })

  it('shows a partial refund against what was paid', async () => {
    await openBookings(
      upcomingOnly(
        sampleBooking({ paymentStatus: 'partially_refunded', refundedAmountCents: 1000 }),
      ),
    )

    expect(within(await findCard()).getByText('Partially refunded: $10.00 of $25.00')).toBeVisible()
  })

  it('says why the payment page cannot open once the hold has run out on the server', async () => {
    const held = heldFor(600)
    const ranOut =
      'The places were held for you until the time ran out and are free again. Book again to pay.'
    await openBookings({
      ...upcomingOnly(held),
      [`POST /api/bookings/${held.id}/checkout`]: {
        status: 409,
        body: problem(409, 'Conflict', ranOut),
      },
    })
    const card = await findCard()

    await userEvent.click(within(card).getByRole('button', { name: 'Complete payment' }))

    expect(await within(card).findByRole('alert')).toHaveTextContent(ranOut)
  })
})
