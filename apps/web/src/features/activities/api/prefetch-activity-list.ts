import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import { preloadCardImage } from '@/components/activity-image'
import { isPhoneNow } from '@/lib/use-media-query'
import { phonePageQueries, readShown } from '../hooks/use-phone-activities'
import { parseActivityFilters } from '../lib/activity-filters'
import { activitiesQueryOptions } from './get-activities'

/**
 * Starts the requests for the cards the list at `url` shows first at this window's width, keyed
 * as the page's own queries are, so those find the answer in the cache or already on its way.
 */
export function prefetchActivityList(queryClient: QueryClient, url: URL) {
  const filters = parseActivityFilters(url.searchParams)
  const queries = isPhoneNow()
    ? phonePageQueries(filters, readShown(url.searchParams.get('shown')))
    : [activitiesQueryOptions(filters)]
  for (const query of queries) void queryClient.prefetchQuery(query)
  // The first card's photo is what the page paints largest: it need not wait for the page's code.
  const firstPage = queries[0]
  if (!firstPage) return
  queryClient
    .fetchQuery(firstPage)
    .then(({ items: [firstCard] }) => firstCard && preloadCardImage(firstCard))
    .catch(() => {})
}

/**
 * The list route's loader: the cards are asked for while the page's code is still on its way,
 * instead of once it has arrived and rendered. It waits for nothing, so the page and its skeleton
 * appear as soon as they did without it.
 */
export function activityListLoader(queryClient: QueryClient) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      prefetchActivityList(queryClient, new URL(request.url))
      return null
    },
    // Only arriving at the list needs the head start: once it is on screen, its own queries
    // follow the filters, and a filter change stays a plain change of URL.
    shouldRevalidate: () => false,
  }
}
