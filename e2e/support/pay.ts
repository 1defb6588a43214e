import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { waitForContent } from './settled'

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

/** Pays on the offline test checkout with a good card and waits for the booking's news. */
export async function payWithGoodCard(page: Page, total: string) {
  await payWithCard(page, total, '4242 4242 4242 4242')
}

/**
 * Pays on the offline test checkout with `cardNumber`, one the checkout takes (such as
 * 4000 0000 0000 0341, which pays now and is refused later), and waits for the booking's news.
 */
export async function payWithCard(page: Page, total: string, cardNumber: string) {
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/)
  await waitForContent(page, 'Test payment: no money moves')
  const form = page.getByRole('form', { name: 'Card details' })
  await form.getByLabel('Card number').fill(cardNumber)
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${year}`)
  await form.getByLabel('CVC').fill('123')
  await form.getByRole('button', { name: `Pay ${total}` }).click()
  await expect(page).toHaveURL(/\/checkout\/return\?booking=/)
  // The server confirms the payment a moment later, from a job.
  await expect(page.getByRole('heading', { level: 1, name: "You're booked!" })).toBeVisible({
    timeout: 20_000,
  })
}
