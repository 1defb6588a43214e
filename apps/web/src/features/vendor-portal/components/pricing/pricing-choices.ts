import type { Choice } from './choice-field'

/** The kinds of discount rule and what each does, in the product's words (ADR 43). */
export const RULE_KIND_CHOICES: readonly Choice[] = [
  {
    value: 'siblings',
    label: 'Siblings',
    description:
      "Off the 2nd child of a family and each later one. Children count across all the family's bookings with you in the same season, whichever activity; the discount goes on the cheaper places.",
  },
  {
    value: 'several_bookings',
    label: 'Several bookings',
    description:
      'Off the booking that reaches the number of bookings a family makes with you in a season, and every later one. Earlier bookings keep their price.',
  },
  {
    value: 'early_bird',
    label: 'Early bird',
    description:
      'A lower term price, or a percentage off it, for bookings made until a date and time at the venue. It must end before the term starts; drop-ins, trials and late joiners pay their own price.',
  },
]

/** The kinds of promo code and what each does. */
export const CODE_KIND_CHOICES: readonly Choice[] = [
  {
    value: 'discount',
    label: 'Discount code',
    description: 'Families type it at checkout for a percentage or an amount off their booking.',
  },
  {
    value: 'scholarship',
    label: 'Scholarship places',
    description:
      "A code for 100% off, for one child's place at each use, at no cost to the family: give it to the families you choose.",
  },
]

export const AMOUNT_UNITS = [
  { value: 'percent', label: 'Percentage' },
  { value: 'cents', label: 'Amount' },
] as const

export const EARLY_BIRD_UNITS = [
  { value: 'price', label: 'Lower price' },
  { value: 'percent', label: 'Percentage off' },
] as const

/** The seasons a rule counts in, for the hints beside the figures. */
export const SEASONS_HINT =
  'Seasons follow the calendar at the venue: winter (Dec–Feb), spring (Mar–May), summer (Jun–Aug), fall (Sep–Nov).'
