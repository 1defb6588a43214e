import { MAX_AGE, PRICE_SLIDER_MAX } from '@afc/contracts'
import type { NumberRange } from './activity-filters'

/** '18+' at the top of the age slider, where it means 'and older'. */
export function ageValueLabel(age: number): string {
  return age >= MAX_AGE ? `${MAX_AGE}+` : String(age)
}

/** '4 - 10 years', '0 - 18+ years'. */
export function ageRangeText([from, to]: NumberRange): string {
  return `${ageValueLabel(from)} - ${ageValueLabel(to)} years`
}

/** '$200+' at the top of the price slider, where it means no upper bound. */
export function priceValueLabel(dollars: number): string {
  return dollars >= PRICE_SLIDER_MAX ? `$${PRICE_SLIDER_MAX}+` : `$${dollars}`
}

/** '$0 - $200+', '$20 - $75'. */
export function priceRangeText([from, to]: NumberRange): string {
  return `${priceValueLabel(from)} - ${priceValueLabel(to)}`
}

/** '12 activities', '1 activity'. */
export function activityCount(total: number): string {
  return `${total} ${total === 1 ? 'activity' : 'activities'}`
}
