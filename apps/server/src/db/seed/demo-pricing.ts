import type { discountRules, promoCodes } from '../schema/index.ts'

type RuleRow = typeof discountRules.$inferInsert
type CodeRow = typeof promoCodes.$inferInsert

/** A demo provider's rule, for all its activities; `provider` is its business name. */
type DemoRule = { provider: string } & Omit<RuleRow, 'vendorId' | 'allActivities'>
/** A code for all of a provider's activities, or the platform's where `provider` is null. */
type DemoCode = { provider: string | null } & Omit<CodeRow, 'vendorId' | 'allActivities'>

/**
 * Discounts to try the quote with. The rules belong to providers whose bookings the browser
 * tests do not price, so their figures stay as the tests expect; the codes change nothing until
 * a family types one.
 */
export const DEMO_RULES: readonly DemoRule[] = [
  {
    provider: 'Little Explorers Nature School',
    kind: 'siblings',
    secondChildPercent: 10,
    laterChildrenPercent: 15,
  },
  {
    provider: 'Brooklyn Kickers Sports Club',
    kind: 'several_bookings',
    percent: 10,
    fromBookings: 2,
  },
]

export const DEMO_CODES: readonly DemoCode[] = [
  { provider: 'Sunny Studio', kind: 'discount', code: 'SUNNY10', percent: 10, usesPerFamily: 1 },
  {
    provider: 'Sunny Studio',
    kind: 'scholarship',
    code: 'SUNNYCARES',
    percent: 100,
    totalUses: 3,
    usesPerFamily: 1,
  },
  { provider: null, kind: 'discount', code: 'WELCOME15', cents: 1_500, usesPerFamily: 1 },
]

/** The demo's rules and codes, each on its provider's row (by business name). */
export function buildPricingRows(options: {
  vendors: readonly { id?: string | undefined; businessName: string }[]
}): { rules: RuleRow[]; codes: CodeRow[] } {
  const idOf = (provider: string) => {
    const vendor = options.vendors.find((row) => row.businessName === provider)
    if (!vendor?.id) throw new Error(`No demo provider named '${provider}'`)
    return vendor.id
  }
  return {
    rules: DEMO_RULES.map(({ provider, ...rule }) => ({
      ...rule,
      vendorId: idOf(provider),
      allActivities: true,
    })),
    codes: DEMO_CODES.map(({ provider, ...code }) => ({
      ...code,
      vendorId: provider === null ? null : idOf(provider),
      allActivities: true,
    })),
  }
}
