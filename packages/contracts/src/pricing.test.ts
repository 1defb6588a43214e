import { describe, expect, it } from 'vitest'
import { discountRuleInputSchema } from './pricing.ts'
import { promoCodeInputSchema } from './promo-codes.ts'

const activityId = '7d1f0c2e-3333-4a6b-8c3d-000000000001'

/** The message of each field a refused input names, by its path. */
function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  expect(result.success).toBe(false)
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('discountRuleInputSchema', () => {
  it('reads a sibling ladder, a several-bookings percentage and an early bird', () => {
    expect(
      discountRuleInputSchema.parse({
        kind: 'siblings',
        activityIds: null,
        secondChild: { unit: 'percent', percent: 10 },
        laterChildren: { unit: 'cents', cents: 10_000 },
      }),
    ).toMatchObject({ kind: 'siblings', laterChildren: { unit: 'cents', cents: 10_000 } })
    expect(
      discountRuleInputSchema.parse({
        kind: 'several_bookings',
        activityIds: [activityId],
        percent: 5,
        fromBookings: 2,
      }),
    ).toMatchObject({ activityIds: [activityId], fromBookings: 2 })
    expect(
      discountRuleInputSchema.parse({
        kind: 'early_bird',
        activityIds: null,
        until: '2027-02-28T23:59',
        price: { unit: 'price', cents: 18_000 },
      }),
    ).toMatchObject({ until: '2027-02-28T23:59', price: { unit: 'price', cents: 18_000 } })
  })

  it('refuses a percentage outside 1 to 100 and an amount of nothing, each with a sentence', () => {
    expect(
      messages(
        discountRuleInputSchema.safeParse({
          kind: 'siblings',
          activityIds: null,
          secondChild: { unit: 'percent', percent: 101 },
          laterChildren: { unit: 'cents', cents: 0 },
        }),
      ),
    ).toEqual({
      'secondChild.percent': 'Enter a whole percentage from 1 to 100',
      'laterChildren.cents': 'Enter an amount in whole cents, 1 or more',
    })
    expect(
      messages(
        discountRuleInputSchema.safeParse({
          kind: 'several_bookings',
          activityIds: null,
          percent: -5,
          fromBookings: 1,
        }),
      ),
    ).toEqual({
      percent: 'Enter a whole percentage from 1 to 100',
      fromBookings: 'Choose from 2 to 10 bookings',
    })
  })

  it('refuses an unknown kind, an empty choice of activities and a date that is not one', () => {
    expect(messages(discountRuleInputSchema.safeParse({ kind: 'loyalty' }))).toEqual({
      kind: 'Choose a sibling, several-bookings or early-bird discount',
    })
    expect(
      messages(
        discountRuleInputSchema.safeParse({
          kind: 'early_bird',
          activityIds: [],
          until: '2027-02-29T10:00',
          price: { unit: 'price', cents: -1 },
        }),
      ),
    ).toEqual({
      activityIds: 'Choose at least one activity, or all activities',
      until: 'Choose a date and time',
      'price.cents': 'Enter an early-bird price in whole cents, 0 or more',
    })
  })
})

describe('promoCodeInputSchema', () => {
  it('reads a discount code with its limits and a scholarship with its places', () => {
    expect(
      promoCodeInputSchema.parse({
        kind: 'discount',
        code: ' Spring10 ',
        off: { unit: 'percent', percent: 10 },
        totalUses: 50,
        usesPerFamily: 1,
        startsOn: '2027-01-01',
        endsOn: '2027-03-01',
      }),
    ).toEqual({
      kind: 'discount',
      code: 'Spring10',
      off: { unit: 'percent', percent: 10 },
      activityIds: null,
      startsOn: '2027-01-01',
      endsOn: '2027-03-01',
      active: true,
      totalUses: 50,
      usesPerFamily: 1,
    })
    expect(
      promoCodeInputSchema.parse({ kind: 'scholarship', code: 'HELP-2027', places: 3 }),
    ).toMatchObject({ kind: 'scholarship', places: 3, activityIds: null })
  })

  it('refuses a bad name, a window ending before it starts and more uses per family than in all', () => {
    expect(
      messages(
        promoCodeInputSchema.safeParse({
          kind: 'discount',
          code: 'no spaces!',
          off: { unit: 'percent', percent: 0 },
        }),
      ),
    ).toEqual({
      code: 'A code has 3 to 30 letters, digits, hyphens or underscores',
      'off.percent': 'Enter a whole percentage from 1 to 100',
    })
    expect(
      messages(
        promoCodeInputSchema.safeParse({
          kind: 'discount',
          code: 'LATE',
          off: { unit: 'cents', cents: 500 },
          startsOn: '2027-03-01',
          endsOn: '2027-02-01',
          totalUses: 2,
          usesPerFamily: 3,
        }),
      ),
    ).toEqual({
      endsOn: 'The last day must not be before the first day',
      usesPerFamily: 'Uses per family cannot be more than the uses in all',
    })
    expect(
      messages(
        promoCodeInputSchema.safeParse({
          kind: 'scholarship',
          code: 'HELP',
          places: 0,
          startsOn: '2027-02-31',
        }),
      ),
    ).toEqual({
      places: 'Places must be a whole number from 1 to 1000',
      startsOn: 'Choose a date',
    })
  })
})
