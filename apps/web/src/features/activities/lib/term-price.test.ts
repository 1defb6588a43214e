import { describe, expect, it } from 'vitest'
import { sampleTerm } from '@/test/catalog-samples'
import { extrasOfChosen, listedPlaceCents } from './term-price'

describe('listedPlaceCents', () => {
  it('lists the whole term before it starts', () => {
    expect(listedPlaceCents(sampleTerm())).toBe(18_000)
  })

  it("lists a late join at the sessions left's share, half a cent up", () => {
    expect(listedPlaceCents(sampleTerm({ sessionsLeft: 7 }))).toBe(12_600)
    const term = sampleTerm({ priceCents: 10_000, sessionCount: 3, sessionsLeft: 2 })
    expect(listedPlaceCents(term)).toBe(6_667)
  })
})

describe('extrasOfChosen', () => {
  it('keeps only the extras of the children still chosen', () => {
    const extras = [
      { childId: 'a', extraId: 'x' },
      { childId: 'c', extraId: 'x' },
      { childId: 'b', extraId: 'y' },
    ]
    expect(extrasOfChosen(extras, ['a', 'b'])).toEqual([
      { childId: 'a', extraId: 'x' },
      { childId: 'b', extraId: 'y' },
    ])
  })
})
