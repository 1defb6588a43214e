import { z } from 'zod'
import { localTime } from './vendor-schedules.ts'

/**
 * A provider's discount rules: siblings, several bookings in a season, early bird. Each applies
 * to all of the provider's activities or to chosen ones, in the price quote's fixed order (ADR 43).
 */
export const DISCOUNT_RULE_KINDS = ['siblings', 'several_bookings', 'early_bird'] as const
export type DiscountRuleKind = (typeof DISCOUNT_RULE_KINDS)[number]

/** The most activities one rule or code may name; more is "all activities". */
export const SCOPE_MAX_ACTIVITIES = 100
/**
 * The most discount rules a provider keeps: every booking's quote reads them all, so the set has
 * a ceiling rather than pages (ADR 18).
 */
export const MAX_DISCOUNT_RULES = 20

/** The largest amount a discount or an early-bird price may be, in cents. */
export const PRICING_MAX_CENTS = 10_000_000

const PERCENT = 'Enter a whole percentage from 1 to 100'
export const percentSchema = z
  .number({ error: PERCENT })
  .int({ error: PERCENT })
  .min(1, { error: PERCENT })
  .max(100, { error: PERCENT })

const AMOUNT = 'Enter an amount in whole cents, 1 or more'
const amountOffCents = z
  .number({ error: AMOUNT })
  .int({ error: AMOUNT })
  .min(1, { error: AMOUNT })
  .max(PRICING_MAX_CENTS, { error: 'Enter an amount of at most $100,000' })

/** How much a discount takes off: a percentage, or an amount in cents. */
export const amountOffSchema = z.discriminatedUnion(
  'unit',
  [
    z.object({ unit: z.literal('percent'), percent: percentSchema }),
    z.object({ unit: z.literal('cents'), cents: amountOffCents }),
  ],
  { error: 'Choose a percentage or an amount off' },
)
export type AmountOff = z.infer<typeof amountOffSchema>

/** The activities a rule or code is for; null for all of the provider's activities. */
export const pricingScopeSchema = z
  .array(z.uuid({ error: 'Choose activities of your own' }), {
    error: 'Choose the activities, or all activities',
  })
  .min(1, { error: 'Choose at least one activity, or all activities' })
  .max(SCOPE_MAX_ACTIVITIES, {
    error: `Choose at most ${SCOPE_MAX_ACTIVITIES} activities, or all activities`,
  })
  .nullable()

/** Whether 'YYYY-MM-DD' names a day on the calendar (not 31 February). */
const isCalendarDay = (value: string) => {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** A day on the venue's calendar, 'YYYY-MM-DD', that exists. */
export const calendarDay = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Choose a date' })
  .refine(isCalendarDay, { error: 'Choose a date' })

const LOCAL_DATE_TIME = 'Choose a date and time'
/** A date and time on the venue's clock, 'YYYY-MM-DDTHH:MM'. */
export const localDateTime = z
  .string({ error: LOCAL_DATE_TIME })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: LOCAL_DATE_TIME })
  .refine(
    (value) => {
      const [day = '', time = ''] = value.split('T')
      return isCalendarDay(day) && localTime.safeParse(time).success
    },
    { error: LOCAL_DATE_TIME },
  )

const EARLY_PRICE = 'Enter an early-bird price in whole cents, 0 or more'
/** An early bird: a lower price for the term, or a percentage off it. */
export const earlyBirdPriceSchema = z.discriminatedUnion(
  'unit',
  [
    z.object({
      unit: z.literal('price'),
      cents: z
        .number({ error: EARLY_PRICE })
        .int({ error: EARLY_PRICE })
        .min(0, { error: EARLY_PRICE })
        .max(PRICING_MAX_CENTS, { error: 'Enter a price of at most $100,000' }),
    }),
    z.object({ unit: z.literal('percent'), percent: percentSchema }),
  ],
  { error: 'Choose a lower price or a percentage off' },
)
export type EarlyBirdPrice = z.infer<typeof earlyBirdPriceSchema>

const BOOKINGS = 'Choose from 2 to 10 bookings'
const siblingsRule = z.object({
  kind: z.literal('siblings'),
  activityIds: pricingScopeSchema,
  /** Off the 2nd child of a family in the season. */
  secondChild: amountOffSchema,
  /** Off each of the 3rd and later children. */
  laterChildren: amountOffSchema,
})
const severalBookingsRule = z.object({
  kind: z.literal('several_bookings'),
  activityIds: pricingScopeSchema,
  percent: percentSchema,
  /** The booking that reaches this number in the season, and every later one, get it. */
  fromBookings: z
    .number({ error: BOOKINGS })
    .int({ error: BOOKINGS })
    .min(2, { error: BOOKINGS })
    .max(10, { error: BOOKINGS }),
})
const earlyBirdRule = z.object({
  kind: z.literal('early_bird'),
  activityIds: pricingScopeSchema,
  /** The last moment, on the venue's clock, a booking gets the early-bird price. */
  until: localDateTime,
  price: earlyBirdPriceSchema,
})

const KIND = { error: 'Choose a sibling, several-bookings or early-bird discount' }

/** POST /api/vendor/discount-rules and PUT /api/vendor/discount-rules/{id} (same kind). */
export const discountRuleInputSchema = z.discriminatedUnion(
  'kind',
  [siblingsRule, severalBookingsRule, earlyBirdRule],
  KIND,
)
export type DiscountRuleInput = z.input<typeof discountRuleInputSchema>

const stored = { id: z.uuid(), createdAt: z.iso.datetime({ offset: true }) }
export const discountRuleSchema = z.discriminatedUnion('kind', [
  siblingsRule.extend(stored),
  severalBookingsRule.extend(stored),
  earlyBirdRule.extend(stored),
])
export type DiscountRule = z.infer<typeof discountRuleSchema>

export const discountRuleListSchema = z.object({ rules: z.array(discountRuleSchema) })
