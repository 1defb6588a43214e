import type { Database } from '../src/db/client.ts'
import { checkoutIdOf, TEST_CARDS } from '../src/test/pay.ts'
import { percentile } from './measure.ts'
import { countConfirmed, placesTaken } from './rush-sessions.ts'

/** Holds paid for at once through the test checkout, after the rush. */
const HOLDS_PAID = 20
/** The job runner polls each second; a payment event is handled within a few. */
const CONFIRM_LIMIT_MS = 60_000

export type RushPayments = {
  paid: number
  /** Checkout and payment, one family's two requests, from the first sent to the second answered. */
  payMs: { p50: number; p99: number }
  /** Of the paid holds, confirmed by the job that handles the payment event... */
  confirmed: number
  /** ...this long after the last payment was answered. */
  confirmedAfterMs: number
  overbooked: number
}

async function payForHold(baseUrl: string, hold: { bookingId: string; cookie: string }) {
  const started = performance.now()
  const checkout = await fetch(`${baseUrl}/api/bookings/${hold.bookingId}/checkout`, {
    method: 'POST',
    headers: { cookie: hold.cookie },
  })
  const answer = (await checkout.json()) as { url?: string; detail?: string }
  if (checkout.status !== 200 || !answer.url) {
    throw new Error(`a checkout answered ${checkout.status}: ${answer.detail}`)
  }
  const paid = await fetch(`${baseUrl}/api/payments/test-checkout/${checkoutIdOf(answer.url)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' }),
  })
  await paid.text()
  if (paid.status !== 200) throw new Error(`a test payment answered ${paid.status}`)
  return performance.now() - started
}

/**
 * The confirm path under the rush's data: HOLDS_PAID families pay at once on the offline test
 * checkout (as a family's browser does), then the bench waits for the job runner to confirm them.
 */
export async function payForHolds(options: {
  db: Database
  baseUrl: string
  holds: { bookingId: string; cookie: string }[]
  sessionIds: string[]
}): Promise<RushPayments> {
  const { db, baseUrl, sessionIds } = options
  const holds = options.holds.slice(0, HOLDS_PAID)
  const ids = holds.map((hold) => hold.bookingId)
  const times = await Promise.all(holds.map((hold) => payForHold(baseUrl, hold)))
  const paidAt = performance.now()
  let confirmed = await countConfirmed(db, ids)
  while (confirmed < holds.length && performance.now() - paidAt < CONFIRM_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    confirmed = await countConfirmed(db, ids)
  }
  const confirmedAfterMs = performance.now() - paidAt
  const { overbooked } = await placesTaken(db, sessionIds)
  console.log(
    `  rush, payments: ${holds.length} paid (p50 ${percentile(times, 0.5).toFixed(0)} ms), ` +
      `${confirmed} confirmed ${(confirmedAfterMs / 1000).toFixed(1)} s later; overbooked ${overbooked}`,
  )
  return {
    paid: holds.length,
    payMs: { p50: percentile(times, 0.5), p99: percentile(times, 0.99) },
    confirmed,
    confirmedAfterMs,
    overbooked,
  }
}
