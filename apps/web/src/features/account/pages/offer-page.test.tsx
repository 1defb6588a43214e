import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleBooking, sampleWaitlistEntry } from '@/test/account-samples'
import { renderAccountPage } from '../testing/render-account-page'

const entryPath = `/api/waitlist/${familyIds.waitlistEntry}`
const pagePath = `/account/offers/${familyIds.waitlistEntry}`
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

const offered = sampleWaitlistEntry({
  status: 'offered',
  position: 1,
  offer: { bookingId: familyIds.booking, expiresAt: inHours(2), totalAmountCents: 0 },
})

// Each test drives the whole app through user events: seconds on a busy machine.
describe('OfferPage', { timeout: 20_000 }, () => {
  // The return page remembers in the tab which bookings it has toasted.
  afterEach(() => sessionStorage.clear())

  it('says an offer that ran out in words, with the way back to My Bookings', async () => {
    await renderAccountPage(pagePath, 'Your offer', {
      [`GET ${entryPath}`]: {
        status: 200,
        body: sampleWaitlistEntry({ status: 'expired', position: null }),
      },
    })

    expect(await screen.findByRole('heading', { name: 'This offer has run out' })).toBeVisible()
    expect(screen.getByText(/went to the next family in line/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/bookings?tab=waitlist',
    )
    expect(screen.queryByRole('button', { name: 'Book these places' })).toBeNull()
  })

  it('says a waiting list closed by a cancelled or started session has closed', async () => {
    await renderAccountPage(pagePath, 'Your offer', {
      [`GET ${entryPath}`]: {
        status: 200,
        body: sampleWaitlistEntry({ status: 'closed', position: null }),
      },
    })

    expect(
      await screen.findByRole('heading', { name: 'This waiting list has closed' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toBeInTheDocument()
  })

  it('shows a live offer with its price, and books a free one at once', async () => {
    let entry = offered
    await renderAccountPage(pagePath, 'Your offer', {
      [`GET ${entryPath}`]: () => ({ status: 200, body: entry }),
      [`POST ${entryPath}/accept`]: () => {
        entry = { ...offered, status: 'booked', position: null, offer: null }
        return { status: 200, body: { bookingId: familyIds.booking, checkoutUrl: null } }
      },
    })
    const offer = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(within(offer).getByText('Free')).toBeInTheDocument()
    expect(within(offer).getByText(/Held for you until/)).toBeInTheDocument()
    expect(within(offer).getByText(/Sat, Dec 12, 2026/)).toBeInTheDocument()

    await userEvent.click(within(offer).getByRole('button', { name: 'Book these places' }))

    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'You booked these places' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    )
  })

  it("takes a paid offer to the payment page, and back says 'Booking successful!'", async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const checkoutUrl = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    const routes = {
      [`GET ${entryPath}`]: {
        status: 200,
        body: sampleWaitlistEntry({
          status: 'offered',
          position: 1,
          offer: { bookingId: familyIds.booking, expiresAt: inHours(2), totalAmountCents: 2500 },
        }),
      },
      [`POST ${entryPath}/accept`]: {
        status: 200,
        body: { bookingId: familyIds.booking, checkoutUrl },
      },
      [`GET /api/bookings/${familyIds.booking}`]: { status: 200, body: sampleBooking() },
    }
    const offerPage = await renderAccountPage(pagePath, 'Your offer', routes)
    const offer = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(within(offer).getByText('$25.00')).toBeInTheDocument()

    await userEvent.click(within(offer).getByRole('button', { name: 'Book these places' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(checkoutUrl))
    // No toast before the money has arrived.
    expect(screen.queryByText('Booking successful!')).toBeNull()

    // Paid: the payment page sends the family back to the return page.
    offerPage.unmount()
    toast.dismiss()
    await renderAccountPage(
      `/checkout/return?booking=${familyIds.booking}`,
      "You're booked!",
      routes,
    )
    expect(await screen.findByText('Booking successful!')).toBeInTheDocument()
  })

  it('says so when the offer is not the family’s or does not exist', async () => {
    await renderAccountPage(pagePath, 'Your offer', {})

    expect(await screen.findByText('This offer could not be found')).toBeInTheDocument()
  })
})
