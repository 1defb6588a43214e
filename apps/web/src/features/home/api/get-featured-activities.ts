import type { ActivitySummary } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

const FIVE_MINUTES = 5 * 60 * 1000

/**
 * Up to 4 featured activities for the home page. Not parsed with zod: this is the first page
 * most visitors load, and the schema would pull zod into that download.
 */
export async function getFeaturedActivities(): Promise<ActivitySummary[]> {
  const { items } = await apiFetch<{ items: ActivitySummary[] }>('/api/activities/featured')
  return items
}

export function featuredActivitiesQueryOptions() {
  return queryOptions({
    queryKey: ['activities', 'featured'],
    queryFn: getFeaturedActivities,
    staleTime: FIVE_MINUTES,
  })
}

export function useFeaturedActivities() {
  return useQuery(featuredActivitiesQueryOptions())
}
