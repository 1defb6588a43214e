import { type LocationSummary, locationListResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

const FIVE_MINUTES = 5 * 60 * 1000

/** Cities with public activities, busiest first. */
export async function getLocations(signal?: AbortSignal): Promise<LocationSummary[]> {
  const { items } = await apiFetch('/api/locations', {
    schema: locationListResponseSchema,
    signal,
  })
  return items
}

export function locationsQueryOptions() {
  return queryOptions({
    queryKey: ['locations'],
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: FIVE_MINUTES,
  })
}

export function useLocations() {
  return useQuery(locationsQueryOptions())
}
