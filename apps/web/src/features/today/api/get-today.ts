import { type Today, todaySchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { todayKeys } from './today-query-keys'

/** The day's sessions at the provider's venues, each with its roster, in one request. */
export function getToday(): Promise<Today> {
  return apiFetch('/api/vendor/today', { schema: todaySchema })
}

export function todayQueryOptions() {
  return queryOptions({
    queryKey: todayKeys.all,
    queryFn: getToday,
    // Kept while the phone is offline: the screen keeps working from what it last read.
    gcTime: Number.POSITIVE_INFINITY,
  })
}

export function useToday() {
  return useQuery(todayQueryOptions())
}
