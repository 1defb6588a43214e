import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { type FakeReply, pendingForever, problem } from '@/test/fake-api'
import { requestsTo } from '@/test/sent-requests'
import { formatMoment } from '../lib/format'
import { adminDashboard, ids, stat } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title })
  return heading.closest('[data-slot="card"]') as HTMLElement
}

beforeAll(loadAdminArea, 30_000)

// Generous: the app's lazy screens and user-event typing are slow on a small, busy machine.
describe('AdminDashboardPage', { timeout: 20_000 }, () => {
  it('shows the four totals with their change against the previous 30 days', async () => {
    const { api } = await renderAdminPage('/admin', {
      'GET /api/admin/dashboard': { status: 200, body: adminDashboard() },
    })

    await screen.findByRole('heading', { name: 'Total Vendors' })
    expect(within(card('Total Vendors')).getByText('8')).toBeInTheDocument()
    expect(within(card('Total Vendors')).getByText('+50%')).toBeInTheDocument()
    expect(within(card('Total Activities')).getByText('52')).toBeInTheDocument()
    expect(within(card('Total Activities')).getByText('−25%')).toBeInTheDocument()
    expect(
      within(card('Total Activities')).getByText('Down 25% on the previous 30 days'),
    ).toBeInTheDocument()
    expect(within(card('Total Users')).getByText('1,234')).toBeInTheDocument()
    expect(within(card('Revenue')).getByText('$81,450.50')).toBeInTheDocument()
    expect(screen.getByText(/Figures as of/)).toHaveTextContent(
      `Figures as of ${formatMoment('2026-03-12T11:00:00.000Z')}, updated every minute.`,
    )
    expect(requestsTo(api, 'GET', '/api/admin/dashboard')).toHaveLength(1)
  })

  it("reads growth from nothing as 'New' and nothing at all as '—', never Infinity", async () => {
    await renderAdminPage('/admin', {
      'GET /api/admin/dashboard': { status: 200, body: adminDashboard() },
    })
    await screen.findByRole('heading', { name: 'Total Users' })

    // Users: 40 new, none the 30 days before. Revenue: nothing in either period.
    const users = within(card('Total Users'))
    expect(users.getByText('New')).toBeInTheDocument()
    expect(users.getByText('New: none in the previous 30 days')).toBeInTheDocument()
    const revenue = within(card('Revenue'))
    expect(revenue.getByText('—')).toBeInTheDocument()
    expect(revenue.getByText('No change: none in the last 60 days')).toBeInTheDocument()
    expect(screen.queryByText(/Infinity|NaN/)).not.toBeInTheDocument()
  })

  it('rounds a change to one decimal and shows no change as 0%', async () => {
    const dashboard = adminDashboard()
    dashboard.stats.totalVendors = stat({ changePercent: 33.333 })
    dashboard.stats.totalActivities = stat({ last30Days: 3, previous30Days: 3, changePercent: 0 })
    await renderAdminPage('/admin', {
      'GET /api/admin/dashboard': { status: 200, body: dashboard },
    })
    await screen.findByRole('heading', { name: 'Total Vendors' })

    expect(within(card('Total Vendors')).getByText('+33.3%')).toBeInTheDocument()
    expect(within(card('Total Activities')).getByText('0%')).toBeInTheDocument()
  })

  it('lists recent vendors and activities, each linking to its admin page', async () => {
    await renderAdminPage('/admin', {
      'GET /api/admin/dashboard': { status: 200, body: adminDashboard() },
    })

    const vendor = await screen.findByRole('link', { name: /Pinecone Pottery Club/ })
    expect(vendor).toHaveAttribute('href', `/admin/vendors/${ids.vendor}`)
    expect(vendor).toHaveTextContent('Registered Mar 10, 2026')
    expect(vendor).toHaveTextContent('Pending')
    const activity = within(card('Recent Activities')).getByRole('link', {
      name: /Snowshoe Adventure Day/,
    })
    expect(activity).toHaveAttribute('href', '/admin/activities?q=Snowshoe+Adventure+Day')
    expect(activity).toHaveTextContent('Little Explorers')
    expect(activity).toHaveTextContent('Pending review')
  })

  it('shows skeletons while the figures load', async () => {
    await renderAdminPage('/admin', { 'GET /api/admin/dashboard': pendingForever })

    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard...')
    expect(screen.getAllByTestId('stat-card-skeleton')).toHaveLength(4)
    expect(screen.getAllByTestId('recent-list-skeleton')).toHaveLength(2)
  })

  it('explains a failure and tries again on request', async () => {
    let down = true
    const dashboardRoute = (): FakeReply =>
      down
        ? { status: 500, body: problem(500, 'Internal Server Error', 'The database is asleep.') }
        : { status: 200, body: adminDashboard() }
    await renderAdminPage('/admin', { 'GET /api/admin/dashboard': dashboardRoute })

    const alert = await screen.findByRole('alert', {}, { timeout: 4000 })
    expect(alert).toHaveTextContent('The database is asleep.')
    down = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))

    expect(await screen.findByRole('heading', { name: 'Total Vendors' })).toBeInTheDocument()
  })
})
