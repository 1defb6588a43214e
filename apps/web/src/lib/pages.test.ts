import { describe, expect, it } from 'vitest'
import { fetchAllPages, MAX_PAGE_SIZE, nextPageParam } from './pages'

describe('fetchAllPages', () => {
  it('reads every page at the largest size the API allows', async () => {
    const asked: [number, number][] = []
    const items = await fetchAllPages(async (page, limit) => {
      asked.push([page, limit])
      return { items: [`row ${page}`], total: 3, page, pageCount: 3 }
    })
    expect(items).toEqual(['row 1', 'row 2', 'row 3'])
    expect(asked).toEqual([
      [1, MAX_PAGE_SIZE],
      [2, MAX_PAGE_SIZE],
      [3, MAX_PAGE_SIZE],
    ])
  })

  it('stops after the first page of a short list', async () => {
    const items = await fetchAllPages(async (page) => ({ items: [], total: 0, page, pageCount: 1 }))
    expect(items).toEqual([])
  })
})

describe('nextPageParam', () => {
  it('asks for the next page until the last one', () => {
    expect(nextPageParam({ items: [], total: 120, page: 1, pageCount: 3 })).toBe(2)
    expect(nextPageParam({ items: [], total: 120, page: 3, pageCount: 3 })).toBeUndefined()
  })
})
