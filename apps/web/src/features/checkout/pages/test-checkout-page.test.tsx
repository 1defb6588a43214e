import type { TestCheckout } from '@afc/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { browserNavigation } from '@/lib/browser-navigation'
import { familyIds, sampleBooking } from '@/test/account-samples'
import { type FakeRoute, fakeApi, problem } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { sentBody } from '@/test/sent-requests'

const lily = { childId: familyIds.lily, firstName: 'Lily' }
const max = { childId: familyIds.max, firstName: 'Max' }

const checkoutId = 'cs_test_abcdefghijkl'
const apiPath = `/api/payments/test-checkout/${checkoutId}`
const returnUrl = `http://localhost:3000/checkout/return?booking=${familyIds.booking}`

function sampleCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: checkoutId,
    purpose: 'payment',
    state: 'open',
    amountCents: 5000,
    description: 'Watercolor Adventures · Sat, Dec 5, 2026, 10:00 AM CST',
    providerName: 'Sunny Studio',
    bookingId: familyIds.booking,
    holdExpiresAt: new Date(Date.now() + (12 * 60 + 34) * 1000).toISOString(),
    returnUrl,
    cancelUrl: `${returnUrl}&cancelled=1`,
    ...overrides,
  }
}

async function openCheckout(routes: Record<string, FakeRoute> = {}, checkout = sampleCheckout()) {
  const api = fakeApi({ [`GET ${apiPath}`]: { status: 200, body: checkout }, ...routes })
  renderApp(`/checkout/test/${checkoutId}`)
  await screen.findByRole('heading', { level: 1, name: 'Pay for your booking' })
  return api
}

async function fillCard(cardNumber: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), cardNumber)
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230')
  await userEvent.type(screen.getByLabelText('CVC'), '123')
}

// Each test drives the whole app through user events: seconds on a busy machine.
describe('TestCheckoutPage', { timeout: 20_000 }, () => {
  it('says it is a test, and shows what is paid, to whom, and the hold', async () => {
    await openCheckout()

    expect(screen.getByRole('complementary', { name: 'Test mode' })).toHaveTextContent(
      'Test payment: no money moves',
    )
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    expect(summary).toHaveTextContent('Watercolor Adventures · Sat, Dec 5, 2026, 10:00 AM CST')
    expect(summary).toHaveTextContent('Sunny Studio')
    expect(summary).toHaveTextContent('$50.00')
    expect(screen.getByText(/Your places are held for/)).toHaveTextContent(/held for 12:3\d/)
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument()
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument()
    expect(screen.getByText('4000 0000 0000 9995')).toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number')
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp')
    expect(screen.getByLabelText('CVC')).toHaveAttribute('inputmode', 'numeric')
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Cancel payment' })).toHaveAttribute(
      'href',
      `${returnUrl}&cancelled=1`,
    )
  })

  it("lists the family's booking line by line above the total", async () => {
    const booking = sampleBooking({
      quantity: 2,
      totalAmountCents: 5_000,
      priceLines: [
        { kind: 'base', label: 'Session', amountCents: 2_500, ...lily },
        { kind: 'base', label: 'Session', amountCents: 2_500, ...max },
        { kind: 'siblings', label: 'Sibling discount (2nd child)', amountCents: -250, ...max },
        { kind: 'code', label: 'Code FAMILY10', amountCents: 250 - 500 },
      ],
    })
    await openCheckout(
      { [`GET /api/bookings/${familyIds.booking}`]: { status: 200, body: booking } },
      sampleCheckout({ amountCents: 4_500 }),
    )
    const summary = await screen.findByRole('region', { name: 'Order summary' })
    const price = await within(summary).findByRole('group', { name: 'Price details' })
    expect(within(price).getByRole('group', { name: 'Max' })).toHaveTextContent(
      'Session$25.00Sibling discount (2nd child)−$2.50',
    )
    expect(within(price).getByText('Code FAMILY10').nextElementSibling).toHaveTextContent('−$2.50')
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$45.00')
  })

  it("saves a plan's new card, charging nothing, and goes back to the plan", async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const planPage = `http://localhost:3000/bookings/${familyIds.booking}/pay?card=1`
    const api = await openCheckout(
      { [`POST ${apiPath}`]: { status: 200, body: { redirectUrl: planPage } } },
      sampleCheckout({
        purpose: 'card',
        amountCents: 0,
        holdExpiresAt: null,
        description: 'Summer Camp Week 1 · the card for the payments still to come',
      }),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save a card for your plan' }),
    ).toBeVisible()
    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText('Charged now').nextElementSibling).toHaveTextContent('$0.00')
    await fillCard('4242424242424242')
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }))
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(planPage))
    expect(sentBody(api, 'POST', apiPath)).toMatchObject({ cardNumber: '4242424242424242' })
    leave.mockRestore()
  })

  it('says under each field what is missing, and sends nothing', async () => {
    const api = await openCheckout()

    await userEvent.click(await screen.findByRole('button', { name: 'Pay $50.00' }))

    const cardNumber = screen.getByLabelText('Card number')
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true')
    expect(cardNumber).toHaveAccessibleDescription('Enter the card number: 12 to 19 digits')
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      'Enter the expiry date as MM/YY',
    )
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit security code',
    )
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('says a declined card by the button, keeps the hold, and pays with another card', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {})
    const api = await openCheckout({
      [`POST ${apiPath}`]: (request) =>
        request
          .json()
          .then((card: { cardNumber: string }) =>
            card.cardNumber.startsWith('4000')
              ? { status: 402, body: problem(402, 'Card declined', 'Your card was declined.') }
              : { status: 200, body: { redirectUrl: returnUrl } },
          ),
    })

    await fillCard('4000 0000 0000 0002')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }))

    const refusal = await screen.findByRole('alert')
    expect(refusal).toHaveTextContent('Your card was declined.')
    expect(refusal).toHaveFocus()
    expect(screen.getByText(/Your places are held for/)).toBeInTheDocument()
    expect(leave).not.toHaveBeenCalled()

    const cardNumber = screen.getByLabelText('Card number')
    await userEvent.clear(cardNumber)
    await userEvent.type(cardNumber, '4242 4242 4242 4242')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }))

    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(returnUrl))
    expect(sentBody(api, 'POST', apiPath)).toEqual({
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    })
  })

  it('says what paying means once the hold has run out', async () => {
    await openCheckout(
      {},
      sampleCheckout({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() }),
    )

    expect(
      await screen.findByText(
        'The hold has run out: if you pay now, the booking is confirmed only if places are still free',
      ),
    ).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Pay $50.00' })).toBeEnabled()
  })

  it.each([
    ['paid', 'This checkout has been paid. Your booking is in My Bookings.'],
    ['expired', 'This checkout has closed. Go back to My Bookings to book again.'],
    ['closed', 'This booking is no longer waiting for a payment.'],
  ] as const)('shows a %s checkout without the form', async (state, sentence) => {
    await openCheckout({}, sampleCheckout({ state, holdExpiresAt: null }))

    expect(await screen.findByText(sentence)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    )
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
  })

  it('shows the checkout as closed when it closed while the family typed', async () => {
    let closed = false
    await openCheckout({
      [`GET ${apiPath}`]: () => ({
        status: 200,
        body: sampleCheckout(closed ? { state: 'expired', holdExpiresAt: null } : {}),
      }),
      [`POST ${apiPath}`]: () => {
        closed = true
        const detail = 'This checkout has closed. Go back to My Bookings to book again.'
        return { status: 410, body: problem(410, 'Checkout closed', detail) }
      },
    })

    await fillCard('4242 4242 4242 4242')
    await userEvent.click(screen.getByRole('button', { name: 'Pay $50.00' }))

    const main = screen.getByRole('main')
    expect(await within(main).findByRole('link', { name: 'Go to My Bookings' })).toBeInTheDocument()
    expect(within(main).queryByRole('form', { name: 'Card details' })).toBeNull()
  })

  it('says when the checkout does not exist', async () => {
    fakeApi({
      [`GET ${apiPath}`]: {
        status: 404,
        body: problem(404, 'Not Found', 'This test checkout does not exist.'),
      },
    })
    renderApp(`/checkout/test/${checkoutId}`)

    expect(await screen.findByText('This test checkout does not exist.')).toBeInTheDocument()
  })
})
