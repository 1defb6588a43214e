import type { AmountOff, DiscountRule, discountRuleInputSchema } from '@afc/contracts'
import type { z } from 'zod'
import type { discountRules } from '../../db/schema/index.ts'
import { storedAmountOff, storedEarlyBirdPrice } from '../pricing/index.ts'

type RuleRow = typeof discountRules.$inferSelect
type RuleInput = z.output<typeof discountRuleInputSchema>

/** The figures a kind does not use are written as null, as the database's shape check wants. */
export function ruleColumns(input: RuleInput) {
  const none = {
    secondChildPercent: null,
    secondChildCents: null,
    laterChildrenPercent: null,
    laterChildrenCents: null,
    percent: null,
    fromBookings: null,
    earlyPriceCents: null,
    earlyUntil: null,
  }
  const common = { kind: input.kind, allActivities: input.activityIds === null }
  switch (input.kind) {
    case 'siblings':
      return {
        ...none,
        ...common,
        secondChildPercent: percentOf(input.secondChild),
        secondChildCents: centsOf(input.secondChild),
        laterChildrenPercent: percentOf(input.laterChildren),
        laterChildrenCents: centsOf(input.laterChildren),
      }
    case 'several_bookings':
      return { ...none, ...common, percent: input.percent, fromBookings: input.fromBookings }
    case 'early_bird':
      return {
        ...none,
        ...common,
        earlyUntil: input.until,
        percent: input.price.unit === 'percent' ? input.price.percent : null,
        earlyPriceCents: input.price.unit === 'price' ? input.price.cents : null,
      }
  }
}

const percentOf = (off: AmountOff) => (off.unit === 'percent' ? off.percent : null)
const centsOf = (off: AmountOff) => (off.unit === 'cents' ? off.cents : null)

/** A stored rule as the provider's screens read it. */
export function toDiscountRule(row: RuleRow, activityIds: string[]): DiscountRule {
  const common = {
    id: row.id,
    activityIds: row.allActivities ? null : activityIds,
    createdAt: row.createdAt.toISOString(),
  }
  switch (row.kind) {
    case 'siblings':
      return {
        kind: 'siblings',
        ...common,
        secondChild: storedAmountOff(row.secondChildPercent, row.secondChildCents),
        laterChildren: storedAmountOff(row.laterChildrenPercent, row.laterChildrenCents),
      }
    case 'several_bookings':
      return {
        kind: 'several_bookings',
        ...common,
        percent: row.percent ?? 0,
        fromBookings: row.fromBookings ?? 0,
      }
    case 'early_bird':
      return {
        kind: 'early_bird',
        ...common,
        // Stored as a timestamp without zone: 'YYYY-MM-DD HH:MM:SS' back to the form's value.
        until: (row.earlyUntil ?? '').replace(' ', 'T').slice(0, 16),
        price: storedEarlyBirdPrice(row.percent, row.earlyPriceCents),
      }
  }
}
