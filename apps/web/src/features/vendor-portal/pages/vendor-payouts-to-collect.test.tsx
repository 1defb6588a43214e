import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openPayouts, planPayment, toCollect } from '../testing/payout-samples'

describe('Payouts: still to collect', () => {
  it('lists each plan payment not yet collected with its state, tries and the totals', async () => {
    await openPayouts('/vendor/payouts', {
      'GET /api/vendor/payouts/to-collect': {
        status: 200,
        body: toCollect([
          planPayment(2, 'retrying', {
            attempts: 1,
            nextAttemptAt: '2026-04-08T15:00:00.000Z',
          }),
          planPayment(3, 'upcoming'),
        ]),
      },
    })
    const totals = await screen.findByLabelText('Totals still to collect')
    expect(within(totals).getByText('Failed, retrying').nextSibling).toHaveTextContent(
      '1 payment · $60.00',
    )
    expect(within(totals).getByText('All to collect').nextSibling).toHaveTextContent(
      '2 payments · $120.00',
    )
    const table = screen.getByRole('table', { name: 'Plan payments still to collect' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Emily C.Spring Clay2 of 3Sun, Apr 5, 2026$60.00Failed, retrying1 try · next Wed, Apr 8, 2026',
      'Emily C.Spring Clay3 of 3Tue, May 5, 2026$60.00Due laterNot tried yet',
    ])
    expect(
      screen.getByRole('link', { name: 'Download CSV of payments to collect' }),
    ).toHaveAttribute('href', '/api/vendor/payouts/to-collect.csv')
  })

  it('says when nothing is left to collect', async () => {
    await openPayouts()
    expect(
      await screen.findByText('Nothing to collect: no family is paying you by a plan right now.'),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('link', { name: 'Download CSV of payments to collect' }),
    ).not.toBeInTheDocument()
  })
})
