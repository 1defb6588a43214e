import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { bookingRequests, keyOf, openBookingDialog } from '../../testing/open-booking-dialog'

const held = sampleBooking({
  status: 'pending',
  paymentStatus: 'pending',
  paidAmountCents: 0,
  holdExpiresAt: '2026-11-24T10:15:00.000Z',
})
const checkoutPath = `POST /api/bookings/${held.id}/checkout`
const paymentPage = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'

async function continueToPayment(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingDialog for a paid activity', { timeout: 20_000 }, () => {
  it('holds the places, then sends the family to the payment page', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const { api, dialog } = await openBookingDialog({
      'POST /api/bookings': { status: 201, body: held },
      [checkoutPath]: { status: 200, body: { url: paymentPage } },
    })

    await continueToPayment(dialog)

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
    expect(within(dialog).getByRole('button', { name: 'Opening payment...' })).toBeDisabled()
    expect(bookingRequests(api)).toHaveLength(1)
  })

  it('says why a provider’s activity cannot be paid for online', async () => {
    const refusal =
      'This provider is not taking card payments yet, so this activity cannot be booked online. Please try again later.'
    const { dialog } = await openBookingDialog({
      'POST /api/bookings': { status: 409, body: problem(409, 'Conflict', refusal) },
    })

    await continueToPayment(dialog)

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
  })

  it('shows a failed checkout, and tries the same held booking again', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    let checkouts = 0
    const { api, dialog } = await openBookingDialog({
      'POST /api/bookings': { status: 201, body: held },
      [checkoutPath]: () => {
        checkouts += 1
        return checkouts === 1
          ? { status: 503, body: problem(503, 'Service Unavailable', 'Please try again.') }
          : { status: 200, body: { url: paymentPage } }
      },
    })

    await continueToPayment(dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(paymentPage))
    const [first, second] = bookingRequests(api)
    expect(second && keyOf(second)).toBe(first && keyOf(first))
  })
})
