import type { VendorPayouts } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { requestsTo } from '@/test/sent-requests'
import { openPayouts, payouts } from '../testing/payout-samples'
import { renderVendorPage } from '../testing/render-vendor-page'

describe('VendorPayoutsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the totals, the months and each booking, with the CSV of the same dates', async () => {
    await openPayouts()
    const totals = await screen.findByRole('region', { name: 'Totals' })
    for (const [label, amount] of [
      ['Gross', '$75.00'],
      ['Platform fees', '$3.25'],
      ['Refunds', '$42.50'],
      ['Net', '$29.25'],
    ] as const) {
      const card = within(totals).getByRole('heading', { name: label }).closest('div')
      expect(card).toHaveTextContent(amount)
    }
    const months = screen.getByRole('table', { name: 'Earnings by month' })
    expect(within(months).getByRole('row', { name: /April 2026/ })).toHaveTextContent('$29.25')
    const bookings = screen.getByRole('table', { name: 'Payments by booking' })
    const [, row] = within(bookings).getAllByRole('row')
    expect(row).toHaveTextContent('Emily C.')
    expect(row).toHaveTextContent('\u2212$23.00 off · WELCOME')
    expect(row).toHaveTextContent('$22.50')
    expect(row).toHaveTextContent('Paid')
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/vendor/payouts.csv?from=2026-03-01&to=2026-04-30',
    )
    expect(screen.getByText('Payments connected')).toBeInTheDocument()
    expect(screen.getByText('Test mode: no money moves')).toBeInTheDocument()
  })

  it('lists the discounts given, platform codes marked as paid by the platform', async () => {
    await openPayouts()
    const discounts = await screen.findByRole('table', { name: 'Discounts given' })
    const [, rule, code] = within(discounts).getAllByRole('row')
    expect(rule).toHaveTextContent(/Siblings: 10% off the 2nd child.*1\$3\.00/)
    expect(code).toHaveTextContent('Code WELCOMEPaid by the platform1$20.00')
    expect(
      screen.getByText(
        /Your discounts took \$3\.00 off families' prices\. Platform codes took \$20\.00 off/,
      ),
    ).toBeInTheDocument()
  })

  it('says when no discount was given', async () => {
    await openPayouts('/vendor/payouts', {
      'GET /api/vendor/payouts': {
        status: 200,
        body: payouts({ discounts: { items: [], totalCents: 0, paidByPlatformCents: 0 } }),
      },
    })
    expect(
      await screen.findByText('No discounts on the bookings paid in these dates.'),
    ).toBeInTheDocument()
  })

  it('switches to weeks and to other dates, and checks the dates first', async () => {
    const { api } = await openPayouts()
    await userEvent.click(await screen.findByRole('tab', { name: 'By week' }))
    await waitFor(() =>
      expect(requestsTo(api, 'GET', '/api/vendor/payouts?period=week&page=1')).toHaveLength(1),
    )

    const from = screen.getByLabelText('From')
    await userEvent.clear(from)
    await userEvent.type(from, '2026-05-01')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(
      await screen.findByText('The start date must be on or before the end date'),
    ).toBeInTheDocument()

    await userEvent.clear(from)
    await userEvent.type(from, '2026-04-01')
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() =>
      expect(
        requestsTo(
          api,
          'GET',
          '/api/vendor/payouts?period=week&from=2026-04-01&to=2026-04-30&page=1',
        ),
      ).toHaveLength(1),
    )
  })

  it('sends a provider who is not connected to connect', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const onboarding = 'https://connect.example/onboarding/acct_1'
    const { api } = await openPayouts('/vendor/payouts', {
      'GET /api/vendor/payouts': {
        status: 200,
        body: payouts({ paymentAccountStatus: 'not_connected' }),
      },
      'POST /api/vendor/payouts/connect': { status: 200, body: { url: onboarding } },
    })
    expect(await screen.findByText(/families can't book them/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Connect payments' }))
    await waitFor(() => expect(leave).toHaveBeenCalledWith(onboarding))
    expect(requestsTo(api, 'POST', '/api/vendor/payouts/connect')).toHaveLength(1)
  })

  it('offers to finish connecting while the account is incomplete', async () => {
    await openPayouts('/vendor/payouts', {
      'GET /api/vendor/payouts': {
        status: 200,
        body: payouts({ paymentAccountStatus: 'restricted' }),
      },
    })
    expect(await screen.findByRole('button', { name: 'Finish connecting' })).toBeInTheDocument()
  })

  it('checks the account once on coming back from connecting, and says it is done', async () => {
    let status: VendorPayouts['paymentAccountStatus'] = 'onboarding'
    const { api } = await openPayouts('/vendor/payouts?connect=done', {
      'GET /api/vendor/payouts': () => ({
        status: 200,
        body: payouts({ paymentAccountStatus: status }),
      }),
      'POST /api/vendor/payouts/refresh': () => {
        status = 'connected'
        return { status: 200, body: { paymentAccountStatus: 'connected', testMode: true } }
      },
    })
    expect(
      await screen.findByText(
        'Payments connected. Families can now book and pay for your paid activities.',
      ),
    ).toBeInTheDocument()
    expect(await screen.findByText('Payments connected')).toBeInTheDocument()
    expect(requestsTo(api, 'POST', '/api/vendor/payouts/refresh')).toHaveLength(1)
  })

  it('says when no family has paid in these dates', async () => {
    const empty = payouts()
    await openPayouts('/vendor/payouts', {
      'GET /api/vendor/payouts': {
        status: 200,
        body: { ...empty, bookings: { items: [], total: 0, page: 1, pageCount: 1 } },
      },
    })
    expect(await screen.findByText('No payments in these dates')).toBeInTheDocument()
  })
})

describe('VendorSettingsPage payments', () => {
  it('shows the same connection card', async () => {
    await renderVendorPage('/vendor/settings', {
      'GET /api/vendor/settings': {
        status: 200,
        body: { accountEmail: 'vendor@example.com', notificationEmail: null },
      },
      'GET /api/vendor/payouts': {
        status: 200,
        body: payouts({ paymentAccountStatus: 'not_connected' }),
      },
    })
    expect(await screen.findByRole('button', { name: 'Connect payments' })).toBeInTheDocument()
  })
})
