import { type APIRequestContext, expect } from '@playwright/test'

/**
 * Books a paid session through the API and pays for it on the offline test checkout, as a family
 * would, then waits until the server has confirmed it (a job handles the payment). Returns the
 * booking's id.
 */
export async function bookAndPay(
  api: APIRequestContext,
  options: { sessionId: string; childIds: string[]; origin: string; idempotencyKey?: string },
) {
  const headers = {
    origin: options.origin,
    ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
  }
  const booked = await api.post('/api/bookings', {
    data: { sessionId: options.sessionId, childIds: options.childIds },
    headers,
  })
  expect(booked.status()).toBe(201)
  const { id } = (await booked.json()) as { id: string }
  const checkout = await api.post(`/api/bookings/${id}/checkout`, { headers })
  expect(checkout.status()).toBe(200)
  const checkoutId = new URL((await checkout.json()).url).pathname.split('/').pop()
  const paid = await api.post(`/api/payments/test-checkout/${checkoutId}`, {
    data: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    headers,
  })
  expect(paid.status()).toBe(200)
  await expect
    .poll(async () => (await (await api.get(`/api/bookings/${id}`)).json()).status, {
      timeout: 20_000,
    })
    .toBe('confirmed')
  return id
}
