import type { PlanProgress } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { sampleBooking } from '@/test/account-samples'
import { problem } from '@/test/fake-api'
import { sentBody } from '@/test/sent-requests'
import { bookingRoutes, openBookings } from '../../testing/booking-routes'

// 04:30 UTC on 1 April is still 31 March in Chicago (UTC-5 in summer time): the venue's date.
const NEXT_DUE = '2027-04-01T04:30:00.000Z'

const onPlan = (plan: Partial<PlanProgress>) =>
  sampleBooking({
    kind: 'term',
    totalAmountCents: 60_000,
    paidAmountCents: 20_000,
    plan: {
      kind: 'instalments',
      paidCents: 20_000,
      totalCents: 60_000,
      next: { amountCents: 20_000, dueAt: NEXT_DUE },
      dueNowCents: 0,
      balanceCents: 40_000,
      attention: null,
      ...plan,
    },
  })

const openCard = async (booking = onPlan({}), extra = {}) => {
  const opened = await openBookings(bookingRoutes({ upcoming: [booking], past: [] }, extra))
  const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
  return { ...opened, card, plan: within(card).getByRole('region', { name: 'Payment plan' }) }
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('A booking paid over time on My Bookings', { timeout: 20_000 }, () => {
  it('shows what is paid and the next payment on the venue calendar, with no notice', async () => {
    const { plan } = await openCard()
    expect(plan).toHaveTextContent('Paid $200.00 of $600.00 · next $200.00 on Mar 31')
    expect(within(plan).queryByRole('alert')).toBeNull()
    expect(within(plan).getByRole('link', { name: 'See every payment' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/bookings\/.+\/pay$/),
    )
  })

  it('says a refused payment plainly, with Pay now leading to the payment page', async () => {
    const booking = onPlan({ attention: 'failed', dueNowCents: 20_000, next: null })
    const { plan } = await openCard(booking)
    const notice = within(plan).getByRole('alert')
    expect(notice).toHaveTextContent(
      'Your payment of $200.00 did not go through: the card was refused. Pay it now to keep your place.',
    )
    expect(within(notice).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/bookings/${booking.id}/pay`,
    )
    expect(plan).toHaveTextContent(/^Paid \$200\.00 of \$600\.00(?! · next)/)
  })

  it('asks for the bank confirmation when the bank wants one', async () => {
    const { plan } = await openCard(onPlan({ attention: 'requires_action', dueNowCents: 20_000 }))
    expect(within(plan).getByRole('alert')).toHaveTextContent(
      'Your bank asks you to confirm the payment of $200.00. Pay it now to keep your place.',
    )
  })

  it('pays the balance early from the card, and shows a refusal inside the plan', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const booking = onPlan({})
    const path = `POST /api/bookings/${booking.id}/plan/checkout`
    const page = 'http://localhost:3000/checkout/test/cs_test_abcdefghijkl'
    const { api, plan } = await openCard(booking, { [path]: { status: 200, body: { url: page } } })
    await userEvent.click(within(plan).getByRole('button', { name: 'Pay the balance, $400.00' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(page))
    expect(sentBody(api, 'POST', `/api/bookings/${booking.id}/plan/checkout`)).toEqual({
      pay: 'balance',
    })
    leave.mockRestore()
  })

  it("shows the server's sentence when the balance cannot be paid", async () => {
    const booking = onPlan({})
    const path = `POST /api/bookings/${booking.id}/plan/checkout`
    const refusal = 'This booking is paid in full: there is nothing left to pay.'
    const { plan } = await openCard(booking, {
      [path]: { status: 409, body: problem(409, 'Conflict', refusal) },
    })
    await userEvent.click(within(plan).getByRole('button', { name: 'Pay the balance, $400.00' }))
    expect(await within(plan).findByRole('alert')).toHaveTextContent(refusal)
  })

  it('shows no plan on a booking paid in full', async () => {
    await openBookings(bookingRoutes({ upcoming: [sampleBooking()], past: [] }))
    const card = await screen.findByRole('article', { name: 'Watercolor Adventures' })
    expect(within(card).queryByRole('region', { name: 'Payment plan' })).toBeNull()
  })
})
