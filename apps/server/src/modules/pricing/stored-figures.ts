import type { AmountOff, EarlyBirdPrice } from '@afc/contracts'

/**
 * An amount off as the tables store it: a percentage column, else an amount column (their check
 * constraints keep exactly one set).
 */
export const storedAmountOff = (percent: number | null, cents: number | null): AmountOff =>
  percent !== null ? { unit: 'percent', percent } : { unit: 'cents', cents: cents ?? 0 }

/** An early bird as stored: a percentage off, else a lower price. */
export const storedEarlyBirdPrice = (
  percent: number | null,
  cents: number | null,
): EarlyBirdPrice =>
  percent !== null ? { unit: 'percent', percent } : { unit: 'price', cents: cents ?? 0 }
