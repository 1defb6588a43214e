import type { ActivityListResponse } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { shouldRetry } from '@/lib/query-client'
import { type ActivityFilters, serializeActivityFilters } from '../lib/activity-filters'

const FIVE_MINUTES = 5 * 60 * 1000
const LIST_RETRIES = 2

/**
 * One page of public activities; every filter, the order and the page run on the server. Not
 * parsed with zod: the server already sends it through activityListResponseSchema, and parsing
 * it again here would put zod into the first download of a page that has no form.
 */
export function getActivities(query: string, signal?: AbortSignal): Promise<ActivityListResponse> {
  return apiFetch<ActivityListResponse>(`/api/activities${query ? `?${query}` : ''}`, { signal })
}

/** `limit` is for the phone's shorter pages; without it the server's page size applies. */
export function activitiesQueryOptions(filters: ActivityFilters, limit?: number) {
  // The page's own URL query is the API's query: one canonical string keys the cache.
  const params = serializeActivityFilters(filters)
  if (limit !== undefined) params.set('limit', String(limit))
  const query = params.toString()
  return queryOptions({
    queryKey: ['activities', 'list', query],
    queryFn: ({ signal }) => getActivities(query, signal),
    staleTime: FIVE_MINUTES,
    retry: (failureCount, error) => shouldRetry(failureCount, error, LIST_RETRIES),
  })
}

/** The list for the filters; while new filters load, the previous results stay on screen. */
export function useActivities(filters: ActivityFilters, enabled = true) {
  return useQuery({
    ...activitiesQueryOptions(filters),
    placeholderData: keepPreviousData,
    enabled,
  })
}
