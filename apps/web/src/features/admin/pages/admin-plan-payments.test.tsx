import type { AdminPlanPayments, PlanCollectionRow } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const payment = (change: Partial<PlanCollectionRow>): PlanCollectionRow => ({
  paymentId: '7d1f0c2e-9999-4a6b-8c3d-000000000002',
  bookingId: '7d1f0c2e-8888-4a6b-8c3d-000000000001',
  activityTitle: 'Spring Clay',
  familyName: 'Emily C.',
  providerName: 'Clay Corner',
  seq: 2,
  paymentCount: 3,
  amountCents: 6_000,
  dueAt: '2026-04-05T15:00:00.000Z',
  state: 'retrying',
  attempts: 2,
  nextAttemptAt: '2026-04-09T15:00:00.000Z',
  paidAt: null,
  ...change,
})

function report(view: AdminPlanPayments['view'], items: PlanCollectionRow[], ledgerCents = 36_000) {
  return {
    status: 200,
    body: {
      view,
      items,
      total: items.length,
      page: 1,
      pageCount: 1,
      totals: {
        upcoming: { payments: 4, cents: 24_000 },
        failed: { payments: 1, cents: 6_000 },
        recovered: { payments: 1, cents: 6_000 },
        collected: { payments: 6, cents: 36_000 },
        ledgerCents,
      },
    } satisfies AdminPlanPayments,
  }
}

describe('Payment plans on Admin payments', { timeout: 20_000 }, () => {
  it('shows the totals of each view, checked against the ledger, and the failed payments with their retries', async () => {
    const { api } = await renderAdminPage('/admin/payments', {
      'GET /api/admin/payment-plans': (request) => {
        const view = new URL(request.url).searchParams.get('view')
        return view === 'failed'
          ? report('failed', [payment({})])
          : report('upcoming', [payment({ state: 'upcoming', attempts: 0, nextAttemptAt: null })])
      },
    })
    const totals = await screen.findByLabelText('Plan payment totals')
    expect(within(totals).getByText('Failed').nextSibling).toHaveTextContent('1 payment · $60.00')
    expect(within(totals).getByText('Matches the ledger')).toBeInTheDocument()
    expect(await screen.findByRole('table', { name: 'Upcoming plan payments' })).toHaveTextContent(
      'Due later',
    )

    await userEvent.click(screen.getByRole('tab', { name: 'Failed' }))
    const failed = await screen.findByRole('table', { name: 'Failed plan payments' })
    const [row] = within(failed).getAllByRole('row').slice(1)
    expect(row).toHaveTextContent(
      'Emily C.Spring ClayClay Corner2 of 3Sun, Apr 5, 2026$60.00Failed, retrying2 tries · next Thu, Apr 9, 2026',
    )
    const asked = api.mock.calls.map(([input]) => new URL(String(input), 'http://x').search)
    expect(asked).toContain('?view=failed&page=1')
  })

  it('says so when what plans collected differs from the ledger', async () => {
    await renderAdminPage('/admin/payments', {
      'GET /api/admin/payment-plans': report('upcoming', [], 30_000),
    })
    expect(await screen.findByText('The ledger says $300.00')).toBeInTheDocument()
    expect(screen.getByText('No plan payment is due.')).toBeInTheDocument()
  })
})
