import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseOption } from '@/test/radix-in-jsdom'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { openSchedules } from '../testing/open-schedules'
import { termId } from '../testing/term-samples'

const planUrl = `/api/vendor/terms/${termId}/payment-plan`
const NO_PLAN = { plan: { kind: 'none' }, keepsFirstPayment: true }

// The sample term ($180.00) starts on Saturday, March 14, 2026: 103 days after this moment.
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-12-01T17:00:00Z'), toFake: ['Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

async function openPlan(routes: Parameters<typeof openSchedules>[0]) {
  const page = await openSchedules({
    [`GET ${planUrl}`]: { status: 200, body: NO_PLAN },
    ...routes,
  })
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Payment plan of Spring 2026 of Watercolor Adventures',
    }),
  )
  const dialog = within(
    await screen.findByRole('dialog', {
      name: 'Payment plan: Spring 2026 of Watercolor Adventures',
    }),
  )
  await dialog.findByRole('form', { name: 'Payment plan' })
  return { ...page, dialog }
}

const previewRows = (dialog: ReturnType<typeof within>) =>
  dialog.getAllByRole('listitem').map((item: HTMLElement) => item.textContent)

describe("A term's payment plan on Schedules", () => {
  it('shows the dates and amounts of the instalments for the term price before saving', async () => {
    const setting = { plan: { kind: 'instalments', instalments: 3 }, keepsFirstPayment: true }
    const { api, dialog } = await openPlan({ [`PUT ${planUrl}`]: { status: 200, body: setting } })
    expect(dialog.getByText('Families pay $180.00 in full when they book.')).toBeInTheDocument()

    await userEvent.click(dialog.getByRole('radio', { name: /Monthly instalments/ }))
    expect(previewRows(dialog)).toEqual([
      'When booking$60.00',
      'Jan 1, 2026$60.00',
      'Feb 1, 2026$60.00',
    ])
    await chooseOption('Number of payments', '2 payments')
    expect(previewRows(dialog)).toEqual(['When booking$90.00', 'Jan 1, 2026$90.00'])
    await chooseOption('Number of payments', '3 payments')
    await userEvent.click(dialog.getByRole('button', { name: 'Save payment plan' }))

    expect(
      await screen.findByText('Payment plan of Spring 2026 of Watercolor Adventures saved'),
    ).toBeInTheDocument()
    expect(sentBody(api, 'PUT', planUrl)).toEqual(setting)
  })

  it('takes a deposit with its balance 14 days before the start, and says what is missing', async () => {
    const { api, dialog } = await openPlan({
      [`PUT ${planUrl}`]: {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Unprocessable Entity',
          status: 422,
          detail: 'The deposit of $200.00 is more than the price of $180.00.',
        },
      },
    })
    await userEvent.click(dialog.getByRole('radio', { name: /A deposit/ }))
    expect(dialog.getByLabelText('Balance due (days before the start)')).toHaveValue(14)
    await userEvent.click(dialog.getByRole('button', { name: 'Save payment plan' }))
    expect(await dialog.findByText('Enter a deposit of at least $0.01')).toBeInTheDocument()
    expect(requestsTo(api, 'PUT', planUrl)).toHaveLength(0)

    await userEvent.type(dialog.getByLabelText('Deposit ($)'), '50')
    expect(previewRows(dialog)).toEqual(['When booking$50.00', 'Feb 28, 2026$130.00'])
    await userEvent.clear(dialog.getByLabelText('Deposit ($)'))
    await userEvent.type(dialog.getByLabelText('Deposit ($)'), '200')
    const tooLarge = 'The deposit of $200.00 is more than the price of $180.00.'
    const preview = within(dialog.getByRole('region', { name: /booked today/ }))
    expect(preview.getByText(tooLarge)).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Save payment plan' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(tooLarge)
    expect(sentBody(api, 'PUT', planUrl)).toEqual({
      plan: { kind: 'deposit', depositCents: 20_000, depositPercent: null, balanceDaysBefore: 14 },
      keepsFirstPayment: true,
    })
  })
})
