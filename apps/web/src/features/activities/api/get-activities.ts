import { type ActivityListResponse, activityListResponseSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { shouldRetry } from '@/lib/query-client'
import { type ActivityFilters, serializeActivityFilters } from '../lib/activity-filters'

const FIVE_MINUTES = 5 * 60 * 1000
const LIST_RETRIES = 2

/** One page of public activities; every filter, the order and the page run on the server. */
export function getActivities(query: string, signal?: AbortSignal): Promise<ActivityListResponse> {
  return apiFetch(`/api/activities${query ? `?${query}` : ''}`, {
    schema: activityListResponseSchema,
    signal,
  })
}

export function activitiesQueryOptions(filters: ActivityFilters) {
  // The page's own URL query is the API's query: one canonical string keys the cache.
  const query = serializeActivityFilters(filters).toString()
  return queryOptions({
    queryKey: ['activities', 'list', query],
    queryFn: ({ signal }) => getActivities(query, signal),
    staleTime: FIVE_MINUTES,
    retry: (failureCount, error) => shouldRetry(failureCount, error, LIST_RETRIES),
  })
}

/** The list for the filters; while new filters load, the previous results stay on screen. */
export function useActivities(filters: ActivityFilters) {
  return useQuery({ ...activitiesQueryOptions(filters), placeholderData: keepPreviousData })
}
