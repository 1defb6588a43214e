import { describe, expect, it } from 'vitest'
import {
  type DescribableCode,
  describeDiscountRule,
  describePricingScope,
  describePromoCode,
  formatLocalDateTime,
} from './pricing-words.ts'

const swim = '7d1f0c2e-3333-4a6b-8c3d-000000000001'
const clay = '7d1f0c2e-3333-4a6b-8c3d-000000000002'
const chess = '7d1f0c2e-3333-4a6b-8c3d-000000000003'
const drama = '7d1f0c2e-3333-4a6b-8c3d-000000000004'
const titles = new Map([
  [swim, 'Spring Swim'],
  [clay, 'Clay studio'],
  [chess, 'Chess club'],
  [drama, 'Drama'],
])

describe('describeDiscountRule', () => {
  it('says what each kind takes off, when, and for which activities', () => {
    expect(
      describeDiscountRule({
        kind: 'siblings',
        activityIds: null,
        secondChild: { unit: 'percent', percent: 10 },
        laterChildren: { unit: 'percent', percent: 15 },
      }),
    ).toBe('Siblings: 10% off the 2nd child, 15% off each later child · All activities')
    expect(
      describeDiscountRule({
        kind: 'siblings',
        activityIds: [clay],
        secondChild: { unit: 'cents', cents: 2500 },
        laterChildren: { unit: 'cents', cents: 100_000 },
      }),
    ).toBe('Siblings: $25.00 off the 2nd child, $1,000.00 off each later child · 1 activity')
    expect(
      describeDiscountRule({
        kind: 'several_bookings',
        activityIds: null,
        percent: 10,
        fromBookings: 3,
      }),
    ).toBe('Several bookings: 10% off from the 3rd booking in a season · All activities')
    expect(
      describeDiscountRule(
        {
          kind: 'early_bird',
          activityIds: [swim],
          until: '2027-03-01T23:59',
          price: { unit: 'price', cents: 15_000 },
        },
        titles,
      ),
    ).toBe('Early bird: $150.00 until Mar 1, 2027, 11:59 PM · Spring Swim')
    expect(
      describeDiscountRule({
        kind: 'early_bird',
        activityIds: null,
        until: '2027-01-31T00:05',
        price: { unit: 'price', cents: 0 },
      }),
    ).toBe('Early bird: $0.00 until Jan 31, 2027, 12:05 AM · All activities')
  })

  it("reads the time as written on the venue's clock, noon as PM", () => {
    expect(formatLocalDateTime('2027-12-09T12:00')).toBe('Dec 9, 2027, 12:00 PM')
    expect(formatLocalDateTime('2027-03-14T02:30')).toBe('Mar 14, 2027, 2:30 AM')
  })
})

describe('describePricingScope', () => {
  it('names up to three activities and counts the rest, or counts them without titles', () => {
    expect(describePricingScope([swim, clay], titles)).toBe('Spring Swim, Clay studio')
    expect(describePricingScope([swim, clay, chess, drama], titles)).toBe(
      'Spring Swim, Clay studio, Chess club and 1 more',
    )
    expect(describePricingScope([swim, clay, chess])).toBe('3 activities')
  })
})

const family10: DescribableCode = {
  kind: 'discount',
  code: 'FAMILY10',
  activityIds: null,
  startsOn: null,
  endsOn: null,
  active: true,
  off: { unit: 'percent', percent: 10 },
  totalUses: 20,
  usesPerFamily: null,
  usesTaken: 3,
}

describe('describePromoCode', () => {
  it('says what a discount code takes off, its limits, its uses and whether it is on', () => {
    expect(describePromoCode(family10)).toBe(
      'FAMILY10: 10% off · All activities · 20 uses in all · 3 of 20 used · Active',
    )
    expect(
      describePromoCode(
        {
          ...family10,
          off: { unit: 'cents', cents: 500 },
          activityIds: [swim],
          startsOn: '2027-03-01',
          endsOn: '2027-03-31',
          totalUses: null,
          usesPerFamily: 1,
          active: false,
        },
        titles,
      ),
    ).toBe(
      'FAMILY10: $5.00 off · Spring Swim · Mar 1, 2027 to Mar 31, 2027 · Unlimited uses, 1 per family · 3 used · Off',
    )
  })

  it('counts a scholarship in places and leaves out what a platform or unsaved code lacks', () => {
    expect(
      describePromoCode({
        kind: 'scholarship',
        code: 'BURSARY',
        activityIds: null,
        startsOn: '2027-09-01',
        endsOn: null,
        active: true,
        places: 5,
        usesTaken: 2,
      }),
    ).toBe(
      'BURSARY: 5 scholarship places at no cost · All activities · from Sep 1, 2027 · One child per place · 2 of 5 places used · Active',
    )
    const { activityIds: _all, usesTaken: _none, ...platform } = family10
    expect(describePromoCode({ ...platform, endsOn: '2027-06-30' })).toBe(
      'FAMILY10: 10% off · until Jun 30, 2027 · 20 uses in all · Active',
    )
  })
})
