const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Money earned: unlike a price, nothing earned yet reads '$0.00', not 'Free'. */
export function formatRevenue(cents: number): string {
  return usd.format(cents / 100)
}
