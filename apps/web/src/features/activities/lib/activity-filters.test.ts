import { describe, expect, it } from 'vitest'
import {
  type ActivityFilters,
  countActiveFilters,
  defaultActivityFilters,
  parseActivityFilters,
  serializeActivityFilters,
  withoutAnyFilters,
  withoutPanelFilters,
} from './activity-filters'

const parse = (query: string) => parseActivityFilters(new URLSearchParams(query))
const serialize = (filters: ActivityFilters) => serializeActivityFilters(filters).toString()

const everyFilter: ActivityFilters = {
  q: 'paint',
  categories: ['art', 'music'],
  ages: [4, 8],
  prices: [0, 200],
  location: 'Austin',
  weekend: true,
  sort: 'price_asc',
  page: 2,
}

describe('activity filters in the URL', () => {
  it('reads a shared filter URL with every filter set', () => {
    expect(
      parse(
        'category=art&minAge=4&maxAge=8&minPrice=0&maxPrice=200&location=Austin&q=paint&weekend=true&sort=price_asc&page=2',
      ),
    ).toEqual({ ...everyFilter, categories: ['art'] })
  })

  it('survives a round trip through the URL', () => {
    const url = serialize(everyFilter)

    expect(url).toBe(
      'category=art&category=music&minAge=4&maxAge=8&location=Austin&q=paint&weekend=true&sort=price_asc&page=2',
    )
    expect(parse(url)).toEqual(everyFilter)
  })

  it('writes nothing for the defaults, and reads nothing as the defaults', () => {
    expect(serialize(defaultActivityFilters)).toBe('')
    expect(parse('')).toEqual(defaultActivityFilters)
  })

  it('writes both ends of a range once either end moves', () => {
    expect(serialize({ ...defaultActivityFilters, prices: [20, 200] })).toBe(
      'minPrice=20&maxPrice=200',
    )
    expect(serialize({ ...defaultActivityFilters, ages: [0, 10] })).toBe('minAge=0&maxAge=10')
  })

  it('accepts categories comma-separated or repeated, in catalogue order, unknown ones dropped', () => {
    expect(parse('category=music,ART&category=pottery&category=art').categories).toEqual([
      'art',
      'music',
    ])
  })

  it('repairs hand-edited numbers instead of failing', () => {
    const filters = parse('minAge=12&maxAge=3&minPrice=-5&maxPrice=900&page=0&sort=cheapest')

    expect(filters.ages).toEqual([3, 12])
    expect(filters.prices).toEqual([0, 200])
    expect(filters.page).toBe(1)
    expect(filters.sort).toBe('newest')
    expect(parse('minAge=abc&maxAge=30').ages).toEqual([0, 18])
    expect(parse('minAge=4.6').ages).toEqual([5, 18])
  })

  it('trims the search words and treats only weekend=true as on', () => {
    expect(parse('q=%20%20clay%20&weekend=yes')).toMatchObject({ q: 'clay', weekend: false })
  })
})

describe('countActiveFilters', () => {
  it('counts each category and each other control in use, not the search or the order', () => {
    expect(countActiveFilters(defaultActivityFilters)).toBe(0)
    expect(countActiveFilters({ ...defaultActivityFilters, q: 'paint', sort: 'soonest' })).toBe(0)
    expect(countActiveFilters(everyFilter)).toBe(5)
  })
})

describe('Reset and Clear All Filters', () => {
  it('Reset keeps the search words and the order', () => {
    expect(withoutPanelFilters(everyFilter)).toEqual({
      ...defaultActivityFilters,
      q: 'paint',
      sort: 'price_asc',
    })
  })

  it('Clear All Filters also clears the search', () => {
    expect(withoutAnyFilters(everyFilter)).toEqual({ ...defaultActivityFilters, sort: 'price_asc' })
  })
})
