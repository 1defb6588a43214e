import type { PromoCode } from '@afc/contracts'
import { describe, expect, it } from 'vitest'
import {
  type PromoCodeFormValues,
  promoCodeBodyOf,
  promoCodeFormValues,
  readPromoCodeForm,
} from './promo-code-form-values'

const swim = '7d1f0c2e-1111-4a6b-8c3d-000000000001'
const form = (values: Partial<PromoCodeFormValues>) => ({ ...promoCodeFormValues(), ...values })

const family10: PromoCode = {
  id: '7d1f0c2e-8888-4a6b-8c3d-000000000001',
  createdAt: '2026-11-01T10:00:00.000Z',
  kind: 'discount',
  code: 'FAMILY10',
  activityIds: null,
  startsOn: null,
  endsOn: '2027-03-31',
  active: true,
  off: { unit: 'cents', cents: 1_000 },
  totalUses: 20,
  usesPerFamily: null,
  usesTaken: 3,
}

describe('reading the code form', () => {
  it('sends a discount code: empty limits and days are none', () => {
    expect(readPromoCodeForm(form({ code: 'FAMILY10', off: '10', totalUses: '20' }))).toEqual({
      ok: true,
      input: {
        kind: 'discount',
        code: 'FAMILY10',
        activityIds: null,
        startsOn: null,
        endsOn: null,
        active: true,
        off: { unit: 'percent', percent: 10 },
        totalUses: 20,
        usesPerFamily: null,
      },
    })
  })

  it('sends scholarship places with no amount or uses of their own', () => {
    expect(
      readPromoCodeForm(
        form({
          kind: 'scholarship',
          code: 'BURSARY',
          places: '5',
          off: 'ignored',
          appliesTo: 'chosen',
          activityIds: [swim],
          startsOn: '2027-01-01',
        }),
      ),
    ).toEqual({
      ok: true,
      input: {
        kind: 'scholarship',
        code: 'BURSARY',
        activityIds: [swim],
        startsOn: '2027-01-01',
        endsOn: null,
        active: true,
        places: 5,
      },
    })
  })

  it('puts the schema’s sentences under the fields, and its own for dollars', () => {
    expect(
      readPromoCodeForm(
        form({
          code: 'no spaces',
          offUnit: 'cents',
          off: 'ten',
          startsOn: '2027-03-10',
          endsOn: '2027-03-01',
          totalUses: '2',
          usesPerFamily: '3',
        }),
      ),
    ).toEqual({
      ok: false,
      messages: {
        code: 'A code has 3 to 30 letters, digits, hyphens or underscores',
        off: 'Enter an amount in dollars, more than 0',
      },
    })
    expect(
      readPromoCodeForm(
        form({
          code: 'SPRING',
          off: '10',
          startsOn: '2027-03-10',
          endsOn: '2027-03-01',
          totalUses: '2',
          usesPerFamily: '3',
        }),
      ),
    ).toEqual({
      ok: false,
      messages: {
        endsOn: 'The last day must not be before the first day',
        usesPerFamily: 'Uses per family cannot be more than the uses in all',
      },
    })
    expect(readPromoCodeForm(form({ kind: 'scholarship', code: 'BURSARY', places: '' }))).toEqual({
      ok: false,
      messages: { places: 'Places must be a whole number from 1 to 1000' },
    })
  })

  it('fills the form from a stored code, and stores it again as it was', () => {
    expect(promoCodeFormValues(family10)).toMatchObject({
      kind: 'discount',
      offUnit: 'cents',
      off: '10.00',
      totalUses: '20',
      usesPerFamily: '',
      endsOn: '2027-03-31',
      startsOn: '',
    })
    const { id: _id, createdAt: _at, usesTaken: _uses, ...stored } = family10
    expect(promoCodeBodyOf(family10)).toEqual(stored)
  })
})
