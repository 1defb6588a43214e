import type { AdminPayment } from '@afc/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { adminPayment, ids } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const totals = {
  grossCents: 2500,
  refundsCents: 0,
  feesCents: 250,
  providerNetCents: 2750,
  platformCodesCents: 500,
}
const providers = [{ id: ids.vendor, businessName: 'Clay Corner' }]
const ledger = (items: AdminPayment[], sums = totals) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageCount: 1, totals: sums, providers },
})

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement

describe('AdminPaymentsPage', { timeout: 20_000 }, () => {
  it('shows the totals and the movements, and sends the filters to the server and the CSV', async () => {
    const refund = adminPayment({
      id: '5b0e7a10-4444-4000-8000-000000000002',
      kind: 'refund',
      amountCents: 1000,
      feeCents: 100,
      reference: 'pending',
      reason: 'Rained out',
      adminEmail: 'ada@example.com',
      bookingPaymentStatus: 'partially_refunded',
      leftToRefundCents: 1500,
    })
    const { api } = await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': ledger([refund, adminPayment({ leftToRefundCents: 1500 })], {
        grossCents: 2500,
        refundsCents: 1000,
        feesCents: 150,
        providerNetCents: 1850,
        platformCodesCents: 500,
      }),
    })

    const sums = await screen.findByRole('list', { name: 'Totals for these filters' })
    expect(within(sums).getByText('Gross payments').parentElement).toHaveTextContent('$25.00')
    expect(within(sums).getByText('Refunds').parentElement).toHaveTextContent('$10.00')
    expect(within(sums).getByText('Platform fees').parentElement).toHaveTextContent('$1.50')
    expect(within(sums).getByText('Provider net').parentElement).toHaveTextContent('$18.50')
    expect(within(sums).getByText("Platform codes' cost").parentElement).toHaveTextContent('$5.00')

    const refundRow = row('Rained out')
    expect(refundRow).toHaveTextContent('−$10.00')
    expect(refundRow).toHaveTextContent('Pending')
    expect(refundRow).toHaveTextContent('by ada@example.com')
    expect(within(refundRow).queryByRole('button', { name: /Refund/ })).toBeNull()
    const paymentRow = row('pi_test_123')
    expect(within(paymentRow).getByRole('button', { name: /^Refund booking/ })).toBeVisible()
    await userEvent.click(within(paymentRow).getByText('Price lines'))
    const lines = within(paymentRow).getByRole('group', { name: 'Price of booking 5b0e7a10' })
    expect(lines).toHaveTextContent('Maya')
    expect(lines).toHaveTextContent('Session$30.00')
    expect(lines).toHaveTextContent('Code WELCOME5\u2212$5.00')
    expect(lines).toHaveTextContent('Total$25.00')

    await chooseOption('Kind', 'Refunds')
    await userEvent.type(screen.getByLabelText('Search payments'), 'parent@{Enter}')
    await waitFor(() =>
      expect(
        requestsTo(api, 'GET', '/api/admin/payments?kind=refund&q=parent%40&page=1'),
      ).toHaveLength(1),
    )
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/payments.csv?kind=refund&q=parent%40',
    )
  })

  it('refunds from a payment row: prefilled, checked, then the row updates', async () => {
    let refunded = false
    const { api } = await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': () =>
        ledger([
          adminPayment(
            refunded ? { bookingPaymentStatus: 'partially_refunded', leftToRefundCents: 2000 } : {},
          ),
        ]),
      'POST /api/admin/bookings/5b0e7a10-5555-4000-8000-000000000001/refund': () => {
        refunded = true
        return {
          status: 200,
          body: {
            bookingId: '5b0e7a10-5555-4000-8000-000000000001',
            refundedNowCents: 500,
            paidAmountCents: 2500,
            refundedAmountCents: 500,
            paymentStatus: 'partially_refunded',
          },
        }
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: /^Refund booking 5b0e7a10/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund Pottery Wheel Basics' })
    const amount = within(dialog).getByLabelText('Amount (USD)')
    expect(amount).toHaveValue('25.00')

    await userEvent.clear(amount)
    await userEvent.type(amount, '25.01')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByText('Only $25.00 is left to refund')).toBeVisible()
    expect(within(dialog).getByText('Please give a reason of at least 3 characters.')).toBeVisible()
    await userEvent.clear(amount)
    await userEvent.type(amount, '5.5.0')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByText('Enter an amount in dollars, like 12.50')).toBeVisible()

    await userEvent.clear(amount)
    await userEvent.type(amount, '5')
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Started late')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))

    expect(await screen.findByText('Refunded $5.00')).toBeInTheDocument()
    expect(
      screen.getByText('The booking is now partially refunded: $5.00 of $25.00 refunded.'),
    ).toBeInTheDocument()
    expect(
      sentBody(api, 'POST', '/api/admin/bookings/5b0e7a10-5555-4000-8000-000000000001/refund'),
    ).toEqual({ amountCents: 500, reason: 'Started late' })
    await waitFor(() => expect(row('pi_test_123')).toHaveTextContent('Partially refunded'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("shows the server's refusal inside the dialog", async () => {
    await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': ledger([adminPayment()]),
      'POST /api/admin/bookings/5b0e7a10-5555-4000-8000-000000000001/refund': {
        status: 409,
        body: problem(409, 'Conflict', "Only $3.00 of this booking's payment is left to refund."),
      },
    })

    await userEvent.click(await screen.findByRole('button', { name: /^Refund booking/ }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Whole class cancelled')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))

    expect(
      await within(dialog).findByText("Only $3.00 of this booking's payment is left to refund."),
    ).toBeVisible()
  })

  it('says so when nothing matches', async () => {
    await renderAdminPage('/admin/payments?from=2030-01-01', {
      'GET /api/admin/payments': ledger([], {
        grossCents: 0,
        refundsCents: 0,
        feesCents: 0,
        providerNetCents: 0,
        platformCodesCents: 0,
      }),
    })
    expect(await screen.findByText('No payments found')).toBeInTheDocument()
    expect(screen.getByLabelText('From')).toHaveValue('2030-01-01')
  })
})
