import type { ActivityListResponse } from '@afc/contracts'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client'
import { sampleActivity } from '@/test/catalog-samples'
import { fakeApi } from '@/test/fake-api'
import { PHONE_PAGE_SIZE } from '../hooks/use-phone-activities'
import { parseActivityFilters } from '../lib/activity-filters'
import { activitiesQueryOptions } from './get-activities'
import { prefetchActivityList } from './prefetch-activity-list'

const photo = '/uploads/activity-1.w1200.webp'
const onePage: ActivityListResponse = {
  items: [sampleActivity({ thumbnailUrl: photo })],
  total: 1,
  page: 1,
  pageCount: 1,
}

/** Answers the list and records each list request's query string. */
function fakeList() {
  const queries: string[] = []
  fakeApi({
    'GET /api/activities': (request) => {
      queries.push(new URL(request.url).search)
      return { status: 200, body: onePage }
    },
  })
  return queries
}

afterEach(() => {
  vi.unstubAllGlobals()
  for (const link of document.head.querySelectorAll('link[rel=preload]')) link.remove()
})

describe('prefetchActivityList', () => {
  it('fills the cache entry the page reads for the filters in the URL', async () => {
    const queries = fakeList()
    const queryClient = createQueryClient()
    const url = new URL('http://localhost/activities?category=art&weekend=true&page=2')

    prefetchActivityList(queryClient, url)

    const { queryKey } = activitiesQueryOptions(parseActivityFilters(url.searchParams))
    await waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual(onePage))
    expect(queries).toEqual(['?category=art&weekend=true&page=2'])
  })

  it("starts fetching the first card's photo, with the card's own candidates", async () => {
    fakeList()

    prefetchActivityList(createQueryClient(), new URL('http://localhost/activities'))

    await waitFor(() => expect(document.head.querySelector('link[rel=preload]')).not.toBeNull())
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel=preload]')
    expect(preload?.as).toBe('image')
    expect(preload?.imageSrcset).toBe(
      '/uploads/activity-1.w400.webp 400w, /uploads/activity-1.w800.webp 800w, /uploads/activity-1.w1200.webp 1200w',
    )
    expect(preload?.imageSizes).toContain('calc(100vw - 32px)')
  })

  it("asks a phone for its pages of 12, as far as the URL's ?shown= goes", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    const queries = fakeList()
    const queryClient = createQueryClient()

    prefetchActivityList(queryClient, new URL('http://localhost/activities?q=clay&shown=24'))

    await waitFor(() => expect(queries).toHaveLength(2))
    expect(queries).toEqual([
      `?q=clay&limit=${PHONE_PAGE_SIZE}`,
      `?q=clay&page=2&limit=${PHONE_PAGE_SIZE}`,
    ])
  })
})
