import type { RunAlternative } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleBooking } from '@/test/account-samples'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

const termAlternative: RunAlternative = {
  kind: 'term',
  activityId: '5b3c9a10-2222-4c1d-9e8f-000000000003',
  activityTitle: 'Clay Creatures',
  businessName: 'Clay Corner',
  termName: 'Spring 2027',
  termId: '5b3c9a10-2222-4c1d-9e8f-0000000000f1',
  sessionId: null,
  // Saturday Mar 6, 2027, 10:00 in Chicago.
  startsAt: '2027-03-06T16:00:00.000Z',
  timeZone: 'America/Chicago',
  priceCents: 18_000,
  placesLeft: 4,
  path: '/activities/5b3c9a10-2222-4c1d-9e8f-000000000003',
}
const sessionAlternative: RunAlternative = {
  ...termAlternative,
  kind: 'session',
  activityId: '5b3c9a10-2222-4c1d-9e8f-000000000004',
  activityTitle: 'Little Chefs',
  businessName: 'Kitchen Kids',
  termName: null,
  termId: null,
  sessionId: '5b3c9a10-2222-4c1d-9e8f-0000000000f2',
  // Saturday Dec 12, 2026, 10:00 in Chicago.
  startsAt: '2026-12-12T16:00:00.000Z',
  priceCents: 2_500,
  path: '/activities/5b3c9a10-2222-4c1d-9e8f-000000000004',
}

const cancelledBooking = (alternatives: RunAlternative[]) =>
  sampleBooking({
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundedAmountCents: 2_500,
    canCancel: false,
    cancellation: null,
    runCancelled: {
      minPlaces: 6,
      confirmedPlaces: 4,
      decidedAt: '2026-12-02T16:00:00.000Z',
      alternatives,
    },
  })

async function openCard(alternatives: RunAlternative[]) {
  await openBookings(bookingRoutes({ upcoming: [cancelledBooking(alternatives)], past: [] }))
  return screen.findByRole('article', { name: 'Watercolor Adventures' })
}

// Each test drives the whole app: seconds on a busy machine.
describe('A booking cancelled for too few places', { timeout: 20_000 }, () => {
  it('says why, shows the refund, and links to places the children can book instead', async () => {
    const card = await openCard([termAlternative, sessionAlternative])

    expect(within(card).getByText('Cancelled: too few places (4 of 6 needed)')).toBeInTheDocument()
    expect(within(card).getByText('Refunded $25.00')).toBeInTheDocument()
    const instead = within(card).getByRole('region', { name: 'Places you can book instead' })
    const [term, session] = within(instead).getAllByRole('listitem')
    if (!term || !session) throw new Error('two places are offered')
    expect(within(term).getByRole('link', { name: 'Clay Creatures' })).toHaveAttribute(
      'href',
      termAlternative.path,
    )
    expect(term).toHaveTextContent('Clay Corner · Spring 2027, from Mar 6 · $180.00')
    expect(within(session).getByRole('link', { name: 'Little Chefs' })).toHaveAttribute(
      'href',
      sessionAlternative.path,
    )
    expect(session).toHaveTextContent('Kitchen Kids · Sat, Dec 12 · 10:00 AM CST · $25.00')
  })

  it('says so when no other place fits the children', async () => {
    const card = await openCard([])
    expect(
      within(card).getByText('No other places fit your children just now.'),
    ).toBeInTheDocument()
    expect(within(card).queryByRole('region', { name: /instead/ })).not.toBeInTheDocument()
  })
})
