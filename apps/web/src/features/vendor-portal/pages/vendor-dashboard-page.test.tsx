import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInAs, vendorAccount } from '@/test/accounts'
import { pendingForever } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { requestsTo } from '@/test/sent-requests'
import { ids, vendorDashboard } from '../testing/vendor-samples'

// 06:00 on Thursday 12 March 2026 in Chicago, where the sample sessions take place.
const NOW = new Date('2026-03-12T11:00:00.000Z')

function booking(participants: number, startsAt: string, title: string) {
  return {
    id: crypto.randomUUID(),
    activityId: ids.activity,
    activityTitle: title,
    customerName: 'Emily Carter',
    firstParticipantName: 'Lily Carter',
    participants,
    startsAt,
    timeZone: 'America/Chicago',
  }
}

async function openDashboard(dashboard = vendorDashboard()) {
  const api = signInAs(vendorAccount, {
    'GET /api/vendor/dashboard': { status: 200, body: dashboard },
  })
  renderApp('/vendor')
  // The first test also waits for the lazily loaded vendor pages.
  await screen.findByRole('heading', { name: 'Total Activities' }, { timeout: 5000 })
  return api
}

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title })
  return heading.closest('[data-slot="card"]') as HTMLElement
}

describe('VendorDashboardPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the four figures from one request', async () => {
    const api = await openDashboard()

    expect(within(card('Total Activities')).getByText('8')).toBeInTheDocument()
    expect(within(card('Upcoming Sessions')).getByText('58')).toBeInTheDocument()
    expect(
      within(card('Upcoming Sessions')).getByText('Next: Today, 13:00 CDT'),
    ).toBeInTheDocument()
    expect(within(card('Total Enrollments')).getByText('9')).toBeInTheDocument()
    const earnings = within(card('Revenue'))
    expect(earnings.getByText('$814.00')).toBeInTheDocument()
    expect(earnings.getByText('After refunds and the platform fee')).toBeInTheDocument()
    expect(requestsTo(api, 'GET', '/api/vendor/dashboard')).toHaveLength(1)
    // Connected: nothing to warn about.
    expect(screen.queryByText(/until you connect payments/)).not.toBeInTheDocument()
  })

  it('says why paid activities cannot be booked until payments are connected', async () => {
    await openDashboard(
      vendorDashboard({ payments: { accountStatus: 'onboarding', paidActivities: 2 } }),
    )
    const notice = screen.getByText(/until you connect payments/).closest('p') as HTMLElement
    expect(notice).toHaveTextContent(
      "Families can't book your paid activities until you connect payments.",
    )
    expect(within(notice).getByRole('link', { name: 'Connect payments' })).toHaveAttribute(
      'href',
      '/vendor/payouts',
    )
  })

  it('stays quiet about payments when every activity is free', async () => {
    await openDashboard(
      vendorDashboard({ payments: { accountStatus: 'not_connected', paidActivities: 0 } }),
    )
    expect(screen.queryByText(/until you connect payments/)).not.toBeInTheDocument()
  })

  it('lists upcoming bookings with participants and days on the venue clock', async () => {
    await openDashboard(
      vendorDashboard({
        upcomingBookings: [
          booking(1, '2026-03-12T21:30:00.000Z', 'Family Paint Night'),
          // 22:00 on the 12th in Chicago, though already the 13th in UTC.
          booking(3, '2026-03-13T03:00:00.000Z', 'Night Sky Club'),
          booking(2, '2026-03-13T14:00:00.000Z', 'Clay Creatures'),
          booking(1, '2026-03-28T15:00:00.000Z', 'Photo Walk'),
        ],
      }),
    )
    const list = within(card('Upcoming Bookings'))

    const rows = list.getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Family Paint Night')
    expect(rows[0]).toHaveTextContent('Emily Carter · 1 participant')
    expect(rows[0]).toHaveTextContent('Today, 16:30 CDT')
    expect(rows[1]).toHaveTextContent('3 participants')
    expect(rows[1]).toHaveTextContent('Today, 22:00 CDT')
    expect(rows[2]).toHaveTextContent('Tomorrow, 09:00 CDT')
    expect(rows[3]).toHaveTextContent('Mar 28, 10:00 CDT')
    expect(list.getByRole('link', { name: 'Photo Walk' })).toHaveAttribute(
      'href',
      `/vendor/activities/${ids.activity}`,
    )
  })

  it('lists popular activities with their enrollments and real ratings', async () => {
    await openDashboard(
      vendorDashboard({
        popularActivities: [
          {
            id: ids.activity,
            title: 'Family Paint Night',
            enrollments: 3,
            averageRating: 4.5,
            reviewCount: 2,
          },
          {
            id: ids.otherActivity,
            title: 'Clay Creatures',
            enrollments: 1,
            averageRating: null,
            reviewCount: 0,
          },
        ],
      }),
    )
    const list = within(card('Popular Activities'))

    const [first, second] = list.getAllByRole('listitem')
    expect(first).toHaveTextContent('3 enrollments')
    expect(
      within(first as HTMLElement).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' }),
    ).toBeInTheDocument()
    expect(second).toHaveTextContent('1 enrollment')
    expect(second).toHaveTextContent('No reviews yet')
  })

  it('says when there is nothing yet', async () => {
    await openDashboard(
      vendorDashboard({
        stats: {
          totalActivities: 0,
          upcomingSessions: 0,
          nextSession: null,
          totalEnrollments: 0,
          revenueCents: 0,
        },
      }),
    )

    expect(screen.getByText('None scheduled')).toBeInTheDocument()
    expect(within(card('Revenue')).getByText('$0.00')).toBeInTheDocument()
    expect(screen.getByText('No upcoming bookings found')).toBeInTheDocument()
    expect(screen.getByText('No activities found')).toBeInTheDocument()
  })

  it('shows four stat cards and four rows per list as placeholders while loading', async () => {
    signInAs(vendorAccount, { 'GET /api/vendor/dashboard': pendingForever })
    renderApp('/vendor')

    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument()
    expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(4)
    for (const list of screen.getAllByTestId('list-skeleton')) {
      expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(4)
    }
  })
})
