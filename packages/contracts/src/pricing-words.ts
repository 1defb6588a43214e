import type { z } from 'zod'
import { formatRevenue } from './money.ts'
import type { AmountOff, discountRuleInputSchema, EarlyBirdPrice } from './pricing.ts'

/**
 * The plain words for a provider's discount rules and promo codes, shared by the provider's
 * Pricing page and the server's reports so both say the same thing (ADR 43).
 */

/** Activity titles by id, to name the activities a rule or code is for. */
export type ActivityTitles = ReadonlyMap<string, string>

/** A rule as stored or as about to be sent: the id and creation time do not matter here. */
export type DescribableRule = z.output<typeof discountRuleInputSchema>

type CodeCommon = {
  code: string
  /** Absent for a platform code, which is for every provider's activities. */
  activityIds?: string[] | null
  startsOn: string | null
  endsOn: string | null
  active: boolean
  /** Bookings that use the code now; absent before it is saved. */
  usesTaken?: number
}
/** A provider's or the platform's code, with or without its uses. */
export type DescribableCode =
  | (CodeCommon & {
      kind: 'discount'
      off: AmountOff
      totalUses: number | null
      usesPerFamily: number | null
    })
  | (CodeCommon & { kind: 'scholarship'; places: number })

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** How many activities are named before the rest are counted. */
const TITLES_NAMED = 3

/** 'YYYY-MM-DD' as 'Mar 1, 2027', read as written: a day on the venue's calendar. */
export function formatCalendarDay(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-')
  return `${MONTHS[Number(month) - 1]} ${Number(date)}, ${year}`
}

/** 'YYYY-MM-DDTHH:MM' on the venue's clock as 'Mar 1, 2027, 11:59 PM', with no zone moved. */
export function formatLocalDateTime(value: string): string {
  const [day = '', time = ''] = value.split('T')
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const half = hours < 12 ? 'AM' : 'PM'
  return `${formatCalendarDay(day)}, ${hour12}:${String(minutes).padStart(2, '0')} ${half}`
}

/** '10% off' or '$5.00 off'. */
export function describeAmountOff(off: AmountOff): string {
  return off.unit === 'percent' ? `${off.percent}% off` : `${formatRevenue(off.cents)} off`
}

function describeEarlyBirdPrice(price: EarlyBirdPrice): string {
  return price.unit === 'percent' ? `${price.percent}% off` : formatRevenue(price.cents)
}

function countActivities(count: number): string {
  return count === 1 ? '1 activity' : `${count} activities`
}

/**
 * 'All activities', or the chosen activities' titles ('Spring Swim, Clay studio and 2 more');
 * without titles, or for ids no longer known, a count.
 */
export function describePricingScope(
  activityIds: readonly string[] | null,
  activityTitles?: ActivityTitles,
): string {
  if (activityIds === null) return 'All activities'
  const titles = activityIds.flatMap((id) => activityTitles?.get(id) ?? [])
  if (titles.length === 0) return countActivities(activityIds.length)
  const named = titles.slice(0, TITLES_NAMED)
  const rest = activityIds.length - named.length
  if (rest === 0) return named.join(', ')
  return `${named.join(', ')} and ${rest === 1 ? '1 more' : `${rest} more`}`
}

/** What a rule takes off and when, without its activities. */
export function describeRuleFigures(rule: DescribableRule): string {
  switch (rule.kind) {
    case 'siblings':
      return `Siblings: ${describeAmountOff(rule.secondChild)} the 2nd child, ${describeAmountOff(rule.laterChildren)} each later child`
    case 'several_bookings':
      return `Several bookings: ${rule.percent}% off from the ${ordinal(rule.fromBookings)} booking in a season`
    case 'early_bird':
      return `Early bird: ${describeEarlyBirdPrice(rule.price)} until ${formatLocalDateTime(rule.until)}`
  }
}

/**
 * A rule in plain words: 'Siblings: 10% off the 2nd child, 15% off each later child · All
 * activities'.
 */
export function describeDiscountRule(rule: DescribableRule, activityTitles?: ActivityTitles) {
  return `${describeRuleFigures(rule)} · ${describePricingScope(rule.activityIds, activityTitles)}`
}

/** '2nd', '3rd', '4th' … for the small numbers a rule counts (2 to 10). */
function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'
  return `${n}${suffix}`
}

/** What a code takes off: '10% off', '$5.00 off' or '5 scholarship places at no cost'. */
export function describeCodeOff(code: DescribableCode): string {
  if (code.kind === 'discount') return describeAmountOff(code.off)
  return `${code.places === 1 ? '1 scholarship place' : `${code.places} scholarship places`} at no cost`
}

/** The days a code can be used: 'Mar 1, 2027 to Mar 31, 2027', 'from …', 'until …' or ''. */
export function describeCodeDays(code: Pick<DescribableCode, 'startsOn' | 'endsOn'>): string {
  const { startsOn, endsOn } = code
  if (startsOn && endsOn) return `${formatCalendarDay(startsOn)} to ${formatCalendarDay(endsOn)}`
  if (startsOn) return `from ${formatCalendarDay(startsOn)}`
  if (endsOn) return `until ${formatCalendarDay(endsOn)}`
  return ''
}

/**
 * A code's limits apart from its days and activities: '20 uses in all', '1 per family'; a
 * scholarship's places are its uses.
 */
export function describeCodeLimits(code: DescribableCode): string {
  if (code.kind === 'scholarship') return 'One child per place'
  const limits = [
    code.totalUses === null ? 'Unlimited uses' : `${code.totalUses} uses in all`,
    code.usesPerFamily === null ? null : `${code.usesPerFamily} per family`,
  ]
  return limits.filter((limit) => limit !== null).join(', ')
}

/** '3 of 10 used', '3 used' without a limit, '2 of 5 places used' for a scholarship. */
export function describeCodeUses(code: DescribableCode, usesTaken: number): string {
  if (code.kind === 'scholarship') return `${usesTaken} of ${code.places} places used`
  return code.totalUses === null ? `${usesTaken} used` : `${usesTaken} of ${code.totalUses} used`
}

/**
 * A code in plain words: 'FAMILY10: 10% off · All activities · 20 uses in all · 3 of 20 used ·
 * Active'. A platform code names no activities; a code not yet saved has no uses.
 */
export function describePromoCode(code: DescribableCode, activityTitles?: ActivityTitles) {
  const parts = [
    `${code.code}: ${describeCodeOff(code)}`,
    code.activityIds === undefined ? null : describePricingScope(code.activityIds, activityTitles),
    describeCodeDays(code) || null,
    describeCodeLimits(code),
    code.usesTaken === undefined ? null : describeCodeUses(code, code.usesTaken),
    code.active ? 'Active' : 'Off',
  ]
  return parts.filter((part) => part !== null).join(' · ')
}
