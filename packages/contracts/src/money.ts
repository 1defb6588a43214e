import type { ExtraPriceUnit } from './constants.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A price in cents as US dollars; no price (or zero) reads 'Free'. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents == null || cents === 0) return 'Free'
  return usd.format(cents / 100)
}

/** Money earned: unlike a price, nothing earned reads '$0.00', not 'Free'. */
export function formatRevenue(cents: number): string {
  return usd.format(cents / 100)
}

/**
 * A part of a price in whole cents, rounded to the cent half up: `part` of `whole` shares
 * (a term's price for one of its 10 sessions, or for the 7 still to come).
 */
export function shareOfCents(options: { cents: number; part: number; whole: number }): number {
  const { cents, part, whole } = options
  return Math.floor((2 * cents * part + whole) / (2 * whole))
}

/** What one child's extra costs: its price for each of the sessions booked, or once. */
export function extraAmountCents(options: {
  priceCents: number
  pricePer: ExtraPriceUnit
  sessions: number
}): number {
  const { priceCents, pricePer, sessions } = options
  return pricePer === 'session' ? priceCents * sessions : priceCents
}
