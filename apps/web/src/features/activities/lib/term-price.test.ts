import { describe, expect, it } from 'vitest'
import { sampleTerm } from '@/test/catalog-samples'
import { enrolmentPrice } from './term-price'

const afterCare = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'After care',
  priceCents: 1_000,
  pricePer: 'session' as const,
  placesLeft: 4,
}
const kit = {
  id: '00000000-0000-4000-8000-00000000e002',
  name: 'Clay kit',
  priceCents: 1_500,
  pricePer: 'booking' as const,
  placesLeft: null,
}

describe('enrolmentPrice', () => {
  it('charges each child the whole term before it starts', () => {
    const price = enrolmentPrice({ term: sampleTerm(), childIds: ['a', 'b'], extras: [] })
    expect(price).toEqual({ perChildCents: 18_000, extraLines: [], totalCents: 36_000 })
  })

  it("charges a late joiner the sessions left's share, and extras per session left or once", () => {
    const term = sampleTerm({ sessionsLeft: 7, extras: [afterCare, kit] })
    const price = enrolmentPrice({
      term,
      childIds: ['a', 'b'],
      extras: [
        { childId: 'a', extraId: afterCare.id },
        { childId: 'b', extraId: kit.id },
        // An extra of a child no longer chosen is not charged.
        { childId: 'c', extraId: kit.id },
      ],
    })
    expect(price.perChildCents).toBe(12_600)
    expect(price.extraLines.map((line) => [line.childId, line.amountCents])).toEqual([
      ['a', 7_000],
      ['b', 1_500],
    ])
    expect(price.totalCents).toBe(2 * 12_600 + 7_000 + 1_500)
  })

  it('rounds a share half a cent up', () => {
    const term = sampleTerm({ priceCents: 10_000, sessionCount: 3, sessionsLeft: 2 })
    expect(enrolmentPrice({ term, childIds: ['a'], extras: [] }).perChildCents).toBe(6_667)
  })
})
