import type { ActivityDetail } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { catalogKeys } from '@/lib/catalog-query-keys'
import { shouldRetry } from '@/lib/query-client'

const FIVE_MINUTES = 5 * 60 * 1000
const DETAIL_RETRIES = 1

/**
 * Not parsed with zod, like the list: the server sends it through activityDetailSchema, and zod
 * loads only with the booking form that needs it.
 */
export function getActivity(id: string, signal?: AbortSignal): Promise<ActivityDetail> {
  return apiFetch<ActivityDetail>(`/api/activities/${encodeURIComponent(id)}`, { signal })
}

export function activityQueryOptions(id: string) {
  return queryOptions({
    queryKey: catalogKeys.activityDetail(id),
    queryFn: ({ signal }) => getActivity(id, signal),
    staleTime: FIVE_MINUTES,
    retry: (failureCount, error) => shouldRetry(failureCount, error, DETAIL_RETRIES),
  })
}

export function useActivity(id: string) {
  return useQuery(activityQueryOptions(id))
}

/** A missing or hidden activity is a 404; a malformed id in the URL (400) is just as missing. */
export function isActivityMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400)
}
