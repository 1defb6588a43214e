import type { Booking } from '@afc/contracts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { browserTimeZone, formatClockTime } from '@/lib/session-time'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { parentAccount, signInAs } from '@/test/accounts'
import type { FakeRoute } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'

const bookingPath = `GET /api/bookings/${familyIds.booking}`
const returnPath = `/checkout/return?booking=${familyIds.booking}`
const holdExpiresAt = '2026-11-24T10:15:00.000Z'
const held = sampleBooking({
  status: 'pending',
  paymentStatus: 'pending',
  paidAmountCents: 0,
  holdExpiresAt,
})
const booked = sampleBooking()

/** A server whose booking reads as each of `answers` in turn, then stays at the last. */
function bookingReads(...answers: Booking[]): FakeRoute {
  let read = 0
  return () => ({ status: 200, body: answers[Math.min(read++, answers.length - 1)] })
}

function openReturn(path: string, routes: Record<string, FakeRoute>) {
  const api = signInAs(parentAccount, routes)
  return { ...renderApp(path), api }
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('CheckoutReturnPage', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
    // The tab remembers which bookings it has toasted; each test is a tab of its own.
    sessionStorage.clear()
  })

  it('waits for the payment to be confirmed, then says the family is booked', async () => {
    openReturn(returnPath, { [bookingPath]: bookingReads(held, booked) })

    const confirming = await screen.findByRole('heading', {
      level: 1,
      name: 'Confirming your payment…',
    })
    const status = screen.getByRole('status')
    expect(status).toContainElement(confirming)

    expect(await screen.findByRole('heading', { level: 1, name: "You're booked!" })).toBe(
      within(status).getByRole('heading'),
    )
    expect(status).toHaveTextContent('Your payment of $25.00 has arrived.')
    expect(screen.getByText('Paid $25.00')).toBeInTheDocument()
    expect(screen.getByText('Who').nextElementSibling).toHaveTextContent('Lily')
    // The lines paid, as the booking keeps them, and their total.
    const price = screen.getByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Lily' })).toHaveTextContent('Session$25.00')
    expect(within(price).getByText('Total').nextElementSibling).toHaveTextContent('$25.00')
    expect(screen.getByRole('link', { name: 'View my bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    )
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeInTheDocument()
  })

  it("says 'Booking successful!' once, while it polls and after a reload", async () => {
    const success = vi.spyOn(toast, 'success')
    const first = openReturn(returnPath, { [bookingPath]: bookingReads(held, held, booked) })

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: "You're booked!" })).toBeInTheDocument()
    expect(screen.getAllByText('Booking successful!')).toHaveLength(1)

    // A reload: a fresh app on the same address, in the same tab.
    first.unmount()
    toast.dismiss()
    openReturn(returnPath, { [bookingPath]: bookingReads(booked) })

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're booked!" }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Booking successful!')).toBeNull()
    expect(success).toHaveBeenCalledTimes(1)
  })

  it('says the payment was refunded when the session filled up first', async () => {
    const refunded = sampleBooking({
      status: 'expired',
      paymentStatus: 'refunded',
      refundedAmountCents: 2500,
    })
    openReturn(returnPath, { [bookingPath]: bookingReads(refunded) })

    expect(
      await screen.findByText(
        'The session filled up before your payment arrived. $25.00 has been refunded in full.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `/activities/${refunded.activity.id}`,
    )
  })

  it('offers to complete a payment the family backed out of, while the places are held', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const paymentPage = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    const { api } = openReturn(`${returnPath}&cancelled=1`, {
      [bookingPath]: bookingReads(held),
      [`POST /api/bookings/${held.id}/checkout`]: { status: 200, body: { url: paymentPage } },
    })

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment not completed' }),
    ).toBeInTheDocument()
    const heldUntil = formatClockTime(holdExpiresAt, browserTimeZone())
    expect(screen.getByText(`Your places are held until ${heldUntil}.`)).toBeInTheDocument()
    expect(screen.queryByText('Booking successful!')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Complete payment' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
    // Backing out settles nothing: the page asked once and does not keep asking.
    expect(api.mock.calls.filter(([path]) => String(path).endsWith(held.id))).toHaveLength(1)
  })

  it('stops waiting after 30 seconds and sends the family to My Bookings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    openReturn(returnPath, { [bookingPath]: bookingReads(held) })
    await screen.findByText('Confirming your payment…')

    await act(() => vi.advanceTimersByTimeAsync(31_000))

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Still confirming your payment' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(/check My Bookings in a minute/i)
    expect(screen.getByRole('link', { name: 'View my bookings' })).toBeInTheDocument()
  })

  it('says when the link names no booking', async () => {
    openReturn('/checkout/return', {})

    expect(await screen.findByText('This link does not name a booking')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeInTheDocument()
  })
})
