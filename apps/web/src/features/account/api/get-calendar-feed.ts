import { calendarFeedSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The secret address of the family's calendar feed of upcoming sessions. */
export async function getCalendarFeed(signal?: AbortSignal): Promise<string> {
  const { url } = await apiFetch('/api/account/calendar', { schema: calendarFeedSchema, signal })
  return url
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.calendarFeed(),
    queryFn: ({ signal }) => getCalendarFeed(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions())
}
