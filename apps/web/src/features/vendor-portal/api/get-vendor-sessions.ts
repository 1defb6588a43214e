import { type VendorSessionRow, vendorSessionListSchema } from '@afc/contracts'
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { LIST_PAGE_SIZE, nextPageParam, type Page } from '@/lib/pages'
import { type SessionPeriod, vendorKeys } from './vendor-query-keys'

export interface SessionFilters {
  activityId?: string
  when: SessionPeriod
}

export async function getVendorSessions(
  { activityId, when }: SessionFilters,
  page: number,
): Promise<Page<VendorSessionRow>> {
  const query = new URLSearchParams({ when })
  if (activityId) query.set('activityId', activityId)
  query.set('page', String(page))
  query.set('limit', String(LIST_PAGE_SIZE))
  return apiFetch(`/api/vendor/schedules?${query}`, { schema: vendorSessionListSchema })
}

export function vendorSessionsQueryOptions(filters: SessionFilters) {
  return infiniteQueryOptions({
    queryKey: vendorKeys.sessions(filters),
    queryFn: ({ pageParam }) => getVendorSessions(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // Keeps the list on screen while another tab or activity loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

export function useVendorSessions(filters: SessionFilters) {
  return useInfiniteQuery(vendorSessionsQueryOptions(filters))
}
