import type { BookingPlan } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds } from '@/test/account-samples'
import { requestsTo, sentBody } from '@/test/sent-requests'
import { renderAccountPage } from '../testing/render-account-page'

const planPath = `/api/bookings/${familyIds.booking}/plan`
const pagePath = `/bookings/${familyIds.booking}/pay`
const payment = (
  seq: number,
  status: BookingPlan['payments'][number]['status'],
  lastError: string | null = null,
) => ({
  id: `5d1c6a0e-2b7f-4c1a-8e3d-9f0a1b2c3d4${seq}`,
  seq,
  amountCents: 20_000,
  dueAt: `2026-0${seq + 2}-01T15:00:00.000Z`,
  status,
  lastError,
})
const failedPlan: BookingPlan = {
  bookingId: familyIds.booking,
  kind: 'instalments',
  activityTitle: 'Summer Camp Week 1',
  timeZone: 'America/Chicago',
  totalCents: 60_000,
  paidCents: 20_000,
  dueNowCents: 20_000,
  balanceCents: 40_000,
  payments: [
    payment(1, 'paid'),
    payment(2, 'failed', 'Your card was declined.'),
    payment(3, 'scheduled'),
  ],
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('PlanPaymentPage', { timeout: 20_000 }, () => {
  it('shows what is paid, the next payment and the refused one, and pays what is due', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const url = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    const { api } = await renderAccountPage(pagePath, 'Your payment plan', {
      [`GET ${planPath}`]: { status: 200, body: failedPlan },
      [`POST ${planPath}/checkout`]: { status: 200, body: { url } },
    })
    const plan = await screen.findByRole('article', { name: 'Summer Camp Week 1' })
    expect(
      within(plan).getByText('Paid $200.00 of $600.00 · next $200.00 on May 1, 2026'),
    ).toBeVisible()
    expect(within(plan).getByText('Your card was declined.')).toBeVisible()

    await userEvent.click(within(plan).getByRole('button', { name: 'Pay $200.00 now' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(url))
    expect(sentBody(api, 'POST', `${planPath}/checkout`)).toEqual({ pay: 'due' })
  })

  it("says the server's sentence when nothing is left to pay", async () => {
    await renderAccountPage(pagePath, 'Your payment plan', {
      [`GET ${planPath}`]: { status: 200, body: { ...failedPlan, dueNowCents: 0 } },
      [`POST ${planPath}/checkout`]: {
        status: 409,
        body: {
          status: 409,
          title: 'Conflict',
          detail: 'This booking is paid in full: there is nothing left to pay.',
        },
      },
    })
    const plan = await screen.findByRole('article', { name: 'Summer Camp Week 1' })
    expect(within(plan).queryByRole('button', { name: /now$/ })).toBeNull()
    await userEvent.click(within(plan).getByRole('button', { name: 'Pay the balance, $400.00' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This booking is paid in full: there is nothing left to pay.',
    )
  })

  it('sends the family to save another card, charging nothing, and says when it is saved', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const url = 'http://localhost:3000/checkout/test/cs_test_cardcardcard'
    const { api } = await renderAccountPage(`${pagePath}?card=1`, 'Your payment plan', {
      [`GET ${planPath}`]: { status: 200, body: failedPlan },
      [`POST ${planPath}/card`]: { status: 200, body: { url } },
    })
    expect(
      await screen.findByText(
        'Your new card is saved: the payments still to come are charged to it.',
      ),
    ).toBeVisible()
    const plan = screen.getByRole('article', { name: 'Summer Camp Week 1' })
    await userEvent.click(within(plan).getByRole('button', { name: 'Change card' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(url))
    expect(requestsTo(api, 'POST', `${planPath}/card`)).toHaveLength(1)
    leave.mockRestore()
  })

  it("offers no card change once nothing is left to pay, and says the server's refusal", async () => {
    const paidUp = { ...failedPlan, dueNowCents: 0, balanceCents: 0 }
    const { unmount } = await renderAccountPage(pagePath, 'Your payment plan', {
      [`GET ${planPath}`]: { status: 200, body: paidUp },
    })
    const plan = await screen.findByRole('article', { name: 'Summer Camp Week 1' })
    expect(within(plan).queryByRole('button', { name: 'Change card' })).toBeNull()
    unmount()

    const refusal = 'This booking is no longer being paid for: it is not confirmed.'
    await renderAccountPage(pagePath, 'Your payment plan', {
      [`GET ${planPath}`]: { status: 200, body: failedPlan },
      [`POST ${planPath}/card`]: {
        status: 409,
        body: { status: 409, title: 'Conflict', detail: refusal },
      },
    })
    const again = await screen.findByRole('article', { name: 'Summer Camp Week 1' })
    await userEvent.click(within(again).getByRole('button', { name: 'Change card' }))
    expect(await within(again).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('says a plan of another account is not found, with the way to My Bookings', async () => {
    await renderAccountPage(pagePath, 'Your payment plan', {
      [`GET ${planPath}`]: {
        status: 404,
        body: { status: 404, title: 'Not Found', detail: 'This booking has no payment plan.' },
      },
    })
    expect(await screen.findByText('This payment plan could not be found')).toBeVisible()
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings')
  })
})
