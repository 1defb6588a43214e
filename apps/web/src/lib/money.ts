const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Formats an amount in cents as US dollars; no price (or zero) reads 'Free'. */
export function formatMoney(cents: number | null | undefined): string {
  if (cents == null || cents === 0) return 'Free'
  return usd.format(cents / 100)
}
