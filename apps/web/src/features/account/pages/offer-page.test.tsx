import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { familyIds, sampleWaitlistEntry } from '@/components/testing/account-samples'
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

    expect(await screen.findByRole('heading', { name: 'You booked these places' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    )
  })

  it('says so when the offer is not the family’s or does not exist', async () => {
    await renderAccountPage(pagePath, 'Your offer', {})

    expect(await screen.findByText('This offer could not be found')).toBeInTheDocument()
  })
})
