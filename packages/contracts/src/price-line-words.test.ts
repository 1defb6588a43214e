import { describe, expect, it } from 'vitest'
import { priceLineName, priceLineText, signedRevenue } from './price-line-words.ts'

describe('price line words', () => {
  it('names the child of a line inside its brackets, or in brackets of its own', () => {
    expect(priceLineName({ label: 'Term price', firstName: 'Maya' })).toBe('Term price (Maya)')
    expect(priceLineName({ label: 'Sibling discount (2nd child)', firstName: 'Leo' })).toBe(
      'Sibling discount (2nd child, Leo)',
    )
    expect(priceLineName({ label: 'Code SPRING10' })).toBe('Code SPRING10')
  })

  it('writes a discount with a real minus sign', () => {
    expect(signedRevenue(-1_800)).toBe('\u2212$18.00')
    expect(signedRevenue(0)).toBe('$0.00')
    expect(
      priceLineText({
        kind: 'siblings',
        label: 'Sibling discount (2nd child)',
        amountCents: -1_800,
        firstName: 'Leo',
      }),
    ).toBe('Sibling discount (2nd child, Leo) \u2212$18.00')
  })
})
