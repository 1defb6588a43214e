import type { TestAppWithMail } from './app.ts'

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const

/** The checkout id in a test checkout's URL (`…/checkout/test/<id>`). */
export const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').pop() ?? ''

/**
 * Pays for a held booking as a family would offline: asks for the checkout, pays it on the test
 * checkout with `card`, then lets the jobs handle the payment event. Returns the payment answer.
 */
export async function payForBooking(
  app: TestAppWithMail,
  options: { bookingId: string; cookie: string; card?: string },
) {
  const checkout = await app.inject({
    method: 'POST',
    url: `/api/bookings/${options.bookingId}/checkout`,
    headers: { cookie: options.cookie },
  })
  if (checkout.statusCode !== 200) return checkout
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${checkoutIdOf(checkout.json().url)}`,
    payload: { cardNumber: options.card ?? TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
  })
  await app.jobs.runQueued()
  return paid
}
