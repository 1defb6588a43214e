import type { CheckoutRequest } from '../infra/payments/index.ts'

let made = 0

/** A checkout request for a booking of its own each call, closing in two hours (whole seconds). */
export function sampleCheckout(change: Partial<CheckoutRequest> = {}): CheckoutRequest {
  made += 1
  const bookingId = `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`
  return {
    bookingId,
    idempotencyKey: `checkout-${bookingId}-1`,
    unitAmountCents: 2_500,
    quantity: 2,
    platformFeeCents: 500,
    description: 'Junior pottery — Saturday 10:00',
    connectedAccountId: 'acct_provider',
    customerEmail: 'parent@example.com',
    successUrl: 'https://app.example/bookings/1?paid=1',
    cancelUrl: 'https://app.example/bookings/1',
    expiresAt: new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 1000) * 1000),
    ...change,
  }
}
