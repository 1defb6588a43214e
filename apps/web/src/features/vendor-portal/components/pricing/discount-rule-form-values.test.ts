import type { DiscountRule } from '@afc/contracts'
import { describe, expect, it } from 'vitest'
import {
  type DiscountRuleFormValues,
  discountRuleFormValues,
  readDiscountRuleForm,
} from './discount-rule-form-values'
import { centsOfDollarsText } from './pricing-form-checks'

const swim = '7d1f0c2e-1111-4a6b-8c3d-000000000001'
const form = (values: Partial<DiscountRuleFormValues>) => ({
  ...discountRuleFormValues(),
  ...values,
})

describe('reading the discount form', () => {
  it('sends a sibling ladder in percent or in cents typed as dollars', () => {
    expect(readDiscountRuleForm(form({ secondChild: '10', laterChildren: '15' }))).toEqual({
      ok: true,
      input: {
        kind: 'siblings',
        activityIds: null,
        secondChild: { unit: 'percent', percent: 10 },
        laterChildren: { unit: 'percent', percent: 15 },
      },
    })
    expect(
      readDiscountRuleForm(
        form({
          secondChildUnit: 'cents',
          secondChild: '12.5',
          laterChildrenUnit: 'cents',
          laterChildren: '1000',
          appliesTo: 'chosen',
          activityIds: [swim],
        }),
      ),
    ).toMatchObject({
      ok: true,
      input: {
        activityIds: [swim],
        secondChild: { unit: 'cents', cents: 1250 },
        laterChildren: { unit: 'cents', cents: 100_000 },
      },
    })
  })

  it('puts the schema’s sentences, and its own for dollars, under the fields', () => {
    expect(
      readDiscountRuleForm(
        form({
          secondChild: '',
          laterChildrenUnit: 'cents',
          laterChildren: '0',
          appliesTo: 'chosen',
        }),
      ),
    ).toEqual({
      ok: false,
      messages: {
        secondChild: 'Enter a whole percentage from 1 to 100',
        laterChildren: 'Enter an amount in dollars, more than 0',
        activityIds: 'Choose at least one activity, or all activities',
      },
    })
  })

  it('sends several bookings and refuses a count outside 2 to 10', () => {
    expect(
      readDiscountRuleForm(form({ kind: 'several_bookings', percent: '5', fromBookings: '3' })),
    ).toMatchObject({ ok: true, input: { kind: 'several_bookings', percent: 5, fromBookings: 3 } })
    expect(
      readDiscountRuleForm(form({ kind: 'several_bookings', percent: '101', fromBookings: '11' })),
    ).toEqual({
      ok: false,
      messages: {
        percent: 'Enter a whole percentage from 1 to 100',
        fromBookings: 'Choose from 2 to 10 bookings',
      },
    })
  })

  it('joins the early bird’s day and time on the venue’s clock, its price in cents', () => {
    expect(
      readDiscountRuleForm(
        form({ kind: 'early_bird', price: '150', until: '2027-03-01', untilTime: '23:59' }),
      ),
    ).toMatchObject({
      ok: true,
      input: { until: '2027-03-01T23:59', price: { unit: 'price', cents: 15_000 } },
    })
    expect(readDiscountRuleForm(form({ kind: 'early_bird', price: 'cheap', until: '' }))).toEqual({
      ok: false,
      messages: { until: 'Choose a date and time', price: 'Enter an amount in dollars, 0 or more' },
    })
  })

  it('fills the form from a stored rule, dollars with their cents', () => {
    const rule: DiscountRule = {
      id: '7d1f0c2e-9999-4a6b-8c3d-000000000001',
      createdAt: '2026-11-01T10:00:00.000Z',
      kind: 'early_bird',
      activityIds: [swim],
      until: '2027-03-01T23:59',
      price: { unit: 'price', cents: 15_050 },
    }
    expect(discountRuleFormValues(rule)).toMatchObject({
      kind: 'early_bird',
      appliesTo: 'chosen',
      activityIds: [swim],
      priceUnit: 'price',
      price: '150.50',
      until: '2027-03-01',
      untilTime: '23:59',
    })
  })
})

describe('centsOfDollarsText', () => {
  it('reads dollars as typed, and nothing else', () => {
    expect(centsOfDollarsText(' 19.99 ')).toBe(1999)
    expect(centsOfDollarsText('$1,234.5')).toBe(123_450)
    expect(centsOfDollarsText('0')).toBe(0)
    expect(centsOfDollarsText('1.234')).toBeNull()
    expect(centsOfDollarsText('ten')).toBeNull()
    expect(centsOfDollarsText('-5')).toBeNull()
    expect(centsOfDollarsText('')).toBeNull()
  })
})

describe('too much off', () => {
  it("says the contract's own ceiling", () => {
    expect(
      readDiscountRuleForm(
        form({ secondChildUnit: 'cents', secondChild: '100000.01', laterChildren: '15' }),
      ),
    ).toEqual({ ok: false, messages: { secondChild: 'Enter an amount of at most $100,000' } })
    expect(
      readDiscountRuleForm(
        form({ kind: 'early_bird', price: '200000', until: '2027-03-01', untilTime: '23:59' }),
      ),
    ).toEqual({ ok: false, messages: { price: 'Enter a price of at most $100,000' } })
  })
})
