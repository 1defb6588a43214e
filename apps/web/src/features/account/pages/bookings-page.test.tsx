import type { Booking } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { bookingRoutes, feedUrl, openBookings } from '../testing/booking-routes'
import { sentBodies } from '../testing/render-account-page'

const upcoming = sampleBooking({
  quantity: 2,
  totalAmountCents: 5000,
  paidAmountCents: 5000,
  participants: [
    { id: familyIds.lily, firstName: 'Lily', lastName: 'Carter' },
    { id: familyIds.max, firstName: 'Max', lastName: 'Carter' },
  ],
})
const past = sampleBooking({
  id: familyIds.pastBooking,
  activity: { ...upcoming.activity, title: 'Clay Creatures' },
  session: {
    ...upcoming.session,
    startsAt: '2025-10-04T18:00:00.000Z',
    endsAt: '2025-10-04T19:15:00.000Z',
  },
  canCancel: false,
  canReview: true,
})

// Each test drives the whole app through user events: seconds on a busy machine.
describe('BookingsPage', { timeout: 20_000 }, () => {
  it('lists upcoming bookings with their details, and past ones in their own tab', async () => {
    await openBookings(bookingRoutes({ upcoming: [upcoming], past: [past] }))

    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(within(card).getByRole('link', { name: 'Watercolor Adventures' })).toHaveAttribute(
      'href',
      `/activities/${upcoming.activity.id}`,
    )
    expect(within(card).getByRole('link', { name: 'Sunny Studio' })).toBeInTheDocument()
    expect(within(card).getByText(/Sat, Dec 5, 2026 · 10:00\s–\s11:30\sAM CST/)).toBeInTheDocument()
    expect(within(card).getByText('Lily Carter, Max Carter')).toBeInTheDocument()
    expect(within(card).getByText('$50.00')).toBeInTheDocument()
    expect(within(card).getByText('Paid $50.00')).toBeInTheDocument()
    expect(within(card).getByText('Confirmed')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/bookings/${upcoming.id}/calendar.ics`,
    )
    expect(screen.queryByRole('article', { name: 'Clay Creatures' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }))

    const pastCard = await screen.findByRole('article', { name: 'Clay Creatures' })
    expect(within(pastCard).getByText(/Sat, Oct 4, 2025/)).toBeInTheDocument()
    expect(within(pastCard).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(within(pastCard).getByRole('button', { name: 'Leave a review' })).toBeInTheDocument()
  })

  it('shows the server’s refusal to cancel next to the policy', async () => {
    const refusal =
      'This booking can no longer be cancelled online. Cancellation is free up to 48 hours before the activity.'
    await openBookings(
      bookingRoutes(
        { upcoming: [upcoming], past: [] },
        {
          [`POST /api/bookings/${upcoming.id}/cancel`]: {
            status: 409,
            body: problem(409, 'Conflict', refusal),
          },
        },
      ),
    )
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' })
    expect(dialog).toHaveTextContent('free up to 48 hours before the activity')
    expect(dialog).toHaveTextContent('The full $50.00 will be refunded to your card.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('cancels and shows the booking as cancelled with its refund', async () => {
    const lists = { upcoming: [upcoming], past: [] as Booking[] }
    const cancelled = {
      ...upcoming,
      status: 'cancelled' as const,
      paymentStatus: 'refunded' as const,
      refundedAmountCents: 5000,
      canCancel: false,
    }
    await openBookings(
      bookingRoutes(lists, {
        [`POST /api/bookings/${upcoming.id}/cancel`]: () => {
          lists.upcoming = [cancelled]
          return { status: 200, body: cancelled }
        },
      }),
    )
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })

    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))

    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument()
    expect(screen.getByText('A refund of $50.00 has been recorded.')).toBeInTheDocument()
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeInTheDocument())
    expect(within(card).getByText('Refunded $50.00')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  })

  it('sends a star rating and a comment, then shows the review', async () => {
    const reviewed = {
      ...past,
      canReview: false,
      review: { rating: 4, comment: 'Loved the owls', reply: null },
    }
    const { api } = await openBookings(
      bookingRoutes(
        { upcoming: [], past: [past] },
        { [`POST /api/bookings/${past.id}/review`]: { status: 201, body: reviewed } },
      ),
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Past' }))
    const card = await screen.findByRole('article', { name: 'Clay Creatures' })

    await userEvent.click(within(card).getByRole('button', { name: 'Leave a review' }))
    const dialog = screen.getByRole('dialog', { name: 'Review Clay Creatures' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog).findByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }))
    await userEvent.type(within(dialog).getByLabelText('Comment (optional)'), 'Loved the owls')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }))

    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument()
    expect(sentBodies(api, 'POST', `/api/bookings/${past.id}/review`)).toEqual([
      { rating: 4, comment: 'Loved the owls' },
    ])
    expect(within(card).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(within(card).getByText('“Loved the owls”')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Leave a review' })).toBeNull()
  })

  it("shows the provider's reply under the family's review", async () => {
    const answered = {
      ...past,
      canReview: false,
      review: {
        rating: 5,
        comment: 'Loved the owls',
        reply: { text: 'Thank you! Bring Lily back soon.', repliedAt: '2025-10-06T10:00:00.000Z' },
      },
    }
    await openBookings(
      bookingRoutes({ upcoming: [], past: [answered, { ...past, id: upcoming.id }] }),
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Past' }))
    const [withReply, withoutReply] = await screen.findAllByRole('article', {
      name: 'Clay Creatures',
    })

    expect(within(withReply as HTMLElement).getByText('Reply from Sunny Studio')).toBeVisible()
    expect(
      within(withReply as HTMLElement).getByText('Thank you! Bring Lily back soon.'),
    ).toBeVisible()
    expect(within(withoutReply as HTMLElement).queryByText(/Reply from/)).toBeNull()
  })

  it('shows why the server refuses a review', async () => {
    const early = 'You can review an activity after your child has taken part in it.'
    await openBookings(
      bookingRoutes(
        { upcoming: [], past: [past] },
        {
          [`POST /api/bookings/${past.id}/review`]: {
            status: 403,
            body: problem(403, 'Forbidden', early),
          },
        },
      ),
    )
    await userEvent.click(await screen.findByRole('tab', { name: 'Past' }))
    const card = await screen.findByRole('article', { name: 'Clay Creatures' })
    await userEvent.click(within(card).getByRole('button', { name: 'Leave a review' }))
    const dialog = screen.getByRole('dialog', { name: 'Review Clay Creatures' })

    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(early)
  })

  it('invites to browse activities when there is nothing booked, and shows the calendar feed', async () => {
    await openBookings(bookingRoutes({ upcoming: [], past: [] }))

    expect(await screen.findByText('No upcoming bookings')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse activities' })).toHaveAttribute(
      'href',
      '/activities',
    )
    expect(await screen.findByLabelText('Calendar feed address')).toHaveValue(feedUrl)

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }))
    expect(await screen.findByText('No past bookings yet')).toBeInTheDocument()
  })

  it('loads more bookings on request until all are shown', async () => {
    const second = sampleBooking({
      id: familyIds.pastBooking,
      activity: { ...upcoming.activity, title: 'Robot Lab' },
    })
    await openBookings({
      ...bookingRoutes({ upcoming: [], past: [] }),
      'GET /api/bookings': (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const items = page === 1 ? [upcoming] : [second]
        return { status: 200, body: { items, total: 2, page, pageCount: 2 } }
      },
    })

    await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(screen.getByText('Showing 1 of 2 bookings')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByRole('article', { name: 'Robot Lab' })).toBeInTheDocument()
    expect(screen.queryByText('Showing 1 of 2 bookings')).not.toBeInTheDocument()
  })
})
