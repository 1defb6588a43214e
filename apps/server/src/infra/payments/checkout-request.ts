import { createHash } from 'node:crypto'
import type { CheckoutRequest } from './payment-provider.ts'

export type CheckoutParameters = Omit<CheckoutRequest, 'idempotencyKey'>

const MINUTE_MS = 60_000
// Stripe refuses a checkout that closes sooner than 30 minutes or later than 24 hours after it
// is made. One minute of margin covers the request's way there and clocks that disagree.
const EARLIEST_CLOSE_MS = 31 * MINUTE_MS
const LATEST_CLOSE_MS = 24 * 60 * MINUTE_MS - MINUTE_MS

/**
 * When a checkout made now should close: not before the hold ends, so one page serves the whole
 * hold, and within what every processor accepts. Whole seconds, as Stripe keeps it.
 */
export function checkoutClosesAt(options: { holdEndsAt: Date; now: Date }): Date {
  const now = options.now.getTime()
  const wanted = Math.max(options.holdEndsAt.getTime(), now + EARLIEST_CLOSE_MS)
  return new Date(Math.ceil(Math.min(wanted, now + LATEST_CLOSE_MS) / 1000) * 1000)
}

/** A digest of every parameter of a checkout, in a fixed order. */
export function checkoutFingerprint(parameters: CheckoutParameters): string {
  const { expiresAt, ...rest } = parameters
  const fields = Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))
  fields.push(['expiresAt', expiresAt.toISOString()])
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url')
}

/**
 * The key for a checkout with exactly these parameters: a retry of the same request sends the
 * same key, and any change (a new closing time, fee or price) makes another, so a processor
 * never meets one key with two sets of parameters.
 */
export const checkoutIdempotencyKey = (parameters: CheckoutParameters) =>
  `checkout-${parameters.bookingId}-${checkoutFingerprint(parameters).slice(0, 24)}`
