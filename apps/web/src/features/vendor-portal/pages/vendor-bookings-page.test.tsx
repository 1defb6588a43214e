import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { pageOf } from '@/test/page-of'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo } from '@/test/sent-requests'
import { renderVendorPage } from '../testing/render-vendor-page'
import { ids, vendorActivity, vendorBooking } from '../testing/vendor-samples'

function openBookings() {
  return renderVendorPage('/vendor/bookings', {
    'GET /api/vendor/activities': {
      status: 200,
      body: pageOf([
        vendorActivity(),
        vendorActivity({ id: ids.otherActivity, title: 'Clay Creatures' }),
      ]),
    },
    'GET /api/vendor/bookings': (request) => {
      const when = new URL(request.url).searchParams.get('when')
      const items =
        when === 'cancelled'
          ? []
          : [vendorBooking({ status: when === 'past' ? 'confirmed' : 'pending' })]
      return { status: 200, body: pageOf(items) }
    },
  })
}

describe('VendorBookingsPage', () => {
  it('shows who booked, for when, with participants, their notes and severe allergies', async () => {
    await openBookings()

    const table = await screen.findByRole('table')
    const [, row] = within(table).getAllByRole('row')
    const cells = within(row as HTMLElement)
    expect(cells.getByText('Sat, Mar 14, 2026')).toBeInTheDocument()
    expect(cells.getByText('10:00 CDT')).toBeInTheDocument()
    expect(cells.getByText('Watercolor Adventures')).toBeInTheDocument()
    expect(cells.getByText('Emily Carter')).toBeInTheDocument()
    expect(cells.getByRole('link', { name: 'emily@example.com' })).toHaveAttribute(
      'href',
      'mailto:emily@example.com',
    )
    expect(cells.getByText('Lily Carter')).toBeInTheDocument()
    expect(cells.getByText('Max Carter')).toBeInTheDocument()
    expect(cells.getByText('Mild peanut allergy.')).toBeInTheDocument()
    // A severe allergy as a badge with what to do, and each child's record one click away.
    expect(cells.getByText('Severe allergy: Bee stings')).toBeInTheDocument()
    expect(cells.getByText('Call 911, then his mother')).toBeInTheDocument()
    expect(cells.getByRole('link', { name: "Max's medical record" })).toHaveAttribute(
      'href',
      '/vendor/children/6a2e9d10-1111-4c3b-9d2a-000000000002/record',
    )
    expect(cells.getByText('Pending')).toBeInTheDocument()
    expect(cells.getByText('Single session')).toBeInTheDocument()
    // The amount, and how it was worked out, folded under it.
    await userEvent.click(cells.getByText('Price lines'))
    const lines = cells.getByRole('group', { name: "Price of Emily Carter's booking" })
    expect(lines).toHaveTextContent('LilySession$35.00')
    expect(lines).toHaveTextContent('MaxSession$35.00')
    expect(lines).toHaveTextContent('Total$70.00')
    expect(cells.getAllByText('$70.00')).toHaveLength(2)
  })

  it('tells a term enrolment, a drop-in and a trial apart', async () => {
    await renderVendorPage('/vendor/bookings', {
      'GET /api/vendor/activities': { status: 200, body: pageOf([vendorActivity()]) },
      'GET /api/vendor/bookings': {
        status: 200,
        body: pageOf([
          vendorBooking({ id: ids.booking, kind: 'term', termName: 'Spring 2027' }),
          vendorBooking({
            id: '7d1f0c2e-4444-4a6b-8c3d-000000000002',
            kind: 'drop_in',
            termName: 'Spring 2027',
          }),
          vendorBooking({
            id: '7d1f0c2e-4444-4a6b-8c3d-000000000003',
            kind: 'trial',
            termName: 'Spring 2027',
          }),
        ]),
      },
    })

    const table = await screen.findByRole('table')
    const kindColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((head) => head.textContent === 'Kind')
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[kindColumn]?.textContent),
    ).toEqual(['Term: Spring 2027', 'Drop-in', 'Trial'])
  })

  it('moves between tabs and exports the same view as CSV', async () => {
    const { api } = await openBookings()
    await screen.findByRole('table')
    const exportLink = screen.getByRole('link', { name: 'Export CSV' })
    expect(exportLink).toHaveAttribute('href', '/api/vendor/bookings.csv?when=upcoming')
    expect(exportLink).toHaveAttribute('download')

    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }))
    expect(await screen.findByText('No cancelled bookings')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }))
    await chooseOption('Activity', 'Clay Creatures')

    const query = `when=past&activityId=${ids.otherActivity}`
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        `/api/vendor/bookings.csv?${query}`,
      ),
    )
    await waitFor(() =>
      expect(requestsTo(api, 'GET', `/api/vendor/bookings?${query}&page=1&limit=50`)).toHaveLength(
        1,
      ),
    )
    expect(
      requestsTo(api, 'GET', '/api/vendor/bookings?when=cancelled&page=1&limit=50'),
    ).toHaveLength(1)
  })

  it('loads the next page of bookings on request and says how many there are', async () => {
    const booking = (n: number) =>
      vendorBooking({
        id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        customerName: `Parent ${n}`,
      })
    await renderVendorPage('/vendor/bookings', {
      'GET /api/vendor/activities': { status: 200, body: pageOf([vendorActivity()]) },
      'GET /api/vendor/bookings': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const items = page === 1 ? [booking(1), booking(2)] : [booking(3)]
        return { status: 200, body: { items, total: 3, page, pageCount: 2 } }
      },
    })

    expect(await screen.findByText('Showing 2 of 3 bookings')).toBeInTheDocument()
    expect(screen.queryByText('Parent 3')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByText('Parent 3')).toBeInTheDocument()
    expect(screen.getByText('Parent 1')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
  })
})
