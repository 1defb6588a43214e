import { type LocationSummary, locationListResponseSchema } from '@afc/contracts'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { LIST_PAGE_SIZE, nextPageParam, type Page } from '@/lib/pages'

const FIVE_MINUTES = 5 * 60 * 1000

/** One page of the cities with public activities, busiest first. */
export async function getLocations(
  page: number,
  signal?: AbortSignal,
): Promise<Page<LocationSummary>> {
  const query = new URLSearchParams({ page: String(page), limit: String(LIST_PAGE_SIZE) })
  return apiFetch(`/api/locations?${query}`, { schema: locationListResponseSchema, signal })
}

export function locationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['locations'],
    queryFn: ({ pageParam, signal }) => getLocations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: FIVE_MINUTES,
  })
}

export function useLocations() {
  return useInfiniteQuery(locationsQueryOptions())
}
