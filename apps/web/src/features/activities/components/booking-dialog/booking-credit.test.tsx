import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { lily, sampleBooking } from '@/test/account-samples'
import { bookingRequests, openBookingDialog } from '../../testing/open-booking-dialog'

/** The server's quote of Lily's place, with the family's credit taken off before the card. */
const quoteWithCredit = (creditCents: number) => ({
  status: 200,
  body: {
    lines: [
      { kind: 'base', label: 'Session', amountCents: 3200, childId: lily.id, firstName: 'Lily' },
    ],
    totalCents: 3200,
    platformCostCents: 0,
    codeRefusal: null,
    creditUses: [{ providerName: 'Sunny Studio', amountCents: creditCents }],
    cardCents: 3200 - creditCents,
  },
})

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingDialog with account credit', { timeout: 20_000 }, () => {
  it('shows the credit before the card, and what is left to pay by card', async () => {
    const { dialog } = await openBookingDialog({
      'POST /api/bookings/quote': quoteWithCredit(1200),
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    await within(dialog).findByText('Left to pay by card')
    expect(within(dialog).getByRole('group', { name: 'Price details' })).toHaveTextContent(
      'Credit with Sunny Studio\u2212$12.00Left to pay by card$20.00',
    )
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled()
  })

  it('confirms with no card when the credit pays it all', async () => {
    const confirmed = sampleBooking({
      creditUses: [{ providerName: 'Sunny Studio', amountCents: 3200 }],
    })
    const { api, dialog } = await openBookingDialog({
      'POST /api/bookings/quote': quoteWithCredit(3200),
      'POST /api/bookings': { status: 201, body: confirmed },
    })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Lily Carter/ }))
    expect(await within(dialog).findByText('Paid with your credit — no card needed')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }))
    expect(await within(dialog).findByText(/booked/i)).toBeInTheDocument()
    expect(bookingRequests(api)).toHaveLength(1)
  })
})
