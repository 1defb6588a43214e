import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { problem } from '@/test/fake-api'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { ids } from '../testing/admin-samples'
import { loadAdminArea, renderAdminPage } from '../testing/render-admin-page'

beforeAll(loadAdminArea, 30_000)

const noPayments = {
  status: 200,
  body: {
    items: [],
    total: 0,
    page: 1,
    pageCount: 1,
    totals: {
      grossCents: 0,
      refundsCents: 0,
      feesCents: 0,
      providerNetCents: 0,
      platformCodesCents: 0,
    },
    providers: [],
  },
}
const figures = { grantedCents: 5000, spentCents: 1200, expiredCents: 300, outstandingCents: 3500 }
const report = {
  status: 200,
  body: {
    rows: [
      { providerId: null, providerName: null, families: 2, ...figures },
      { providerId: ids.vendor, providerName: 'Clay Corner', families: 1, ...figures },
    ],
    totals: { grantedCents: 10_000, spentCents: 2400, expiredCents: 600, outstandingCents: 7000 },
  },
}

describe('Account credits on Admin payments', { timeout: 20_000 }, () => {
  it('shows the credits outstanding per provider and the platform, with the totals', async () => {
    await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': noPayments,
      'GET /api/admin/credits': report,
    })
    const table = await screen.findByRole('table', { name: 'Account credits outstanding' })
    const platform = within(table).getByRole('row', { name: /Activities for Children credit/ })
    expect(platform).toHaveTextContent('$50.00$12.00$3.00$35.00')
    expect(within(table).getByRole('row', { name: /Clay Corner/ })).toHaveTextContent('$35.00')
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent(
      '$100.00$24.00$6.00$70.00',
    )
  })

  it('refuses a bad form without sending it, then gives a credit in cents', async () => {
    const { api } = await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': noPayments,
      'GET /api/admin/credits': report,
      'POST /api/admin/credits': {
        status: 201,
        body: { id: ids.vendor, amountCents: 2050, expiresAt: '2027-11-27T15:00:00.000Z' },
      },
    })
    const form = await screen.findByRole('form', { name: 'Give a platform credit' })
    await userEvent.type(within(form).getByLabelText("Family's email"), 'not an email')
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '12.345')
    await userEvent.click(within(form).getByRole('button', { name: 'Give credit' }))
    expect(
      await within(form).findByText('Enter the email address the family signs in with'),
    ).toBeVisible()
    expect(within(form).getByText('Enter an amount in dollars, like 12.50')).toBeVisible()
    expect(within(form).getByText('Please give a reason of at least 3 characters.')).toBeVisible()
    expect(requestsTo(api, 'POST', '/api/admin/credits')).toHaveLength(0)

    await userEvent.clear(within(form).getByLabelText("Family's email"))
    await userEvent.type(within(form).getByLabelText("Family's email"), 'sam@example.com')
    await userEvent.clear(within(form).getByLabelText('Amount (USD)'))
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '$20.50')
    await userEvent.type(within(form).getByLabelText('Reason'), 'Sorry about the mix-up')
    await userEvent.click(within(form).getByRole('button', { name: 'Give credit' }))
    expect(await screen.findByText('Gave $20.50 of credit to sam@example.com')).toBeInTheDocument()
    expect(sentBody(api, 'POST', '/api/admin/credits')).toEqual({
      email: 'sam@example.com',
      amountCents: 2050,
      reason: 'Sorry about the mix-up',
    })
  })

  it("shows the server's refusal in the form", async () => {
    await renderAdminPage('/admin/payments', {
      'GET /api/admin/payments': noPayments,
      'GET /api/admin/credits': report,
      'POST /api/admin/credits': {
        status: 404,
        body: problem(404, 'Not Found', 'No account signs in with this email address.'),
      },
    })
    const form = await screen.findByRole('form', { name: 'Give a platform credit' })
    await userEvent.type(within(form).getByLabelText("Family's email"), 'nobody@example.com')
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '5')
    await userEvent.type(within(form).getByLabelText('Reason'), 'Goodwill')
    await userEvent.click(within(form).getByRole('button', { name: 'Give credit' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No account signs in with this email address.',
    )
  })
})
