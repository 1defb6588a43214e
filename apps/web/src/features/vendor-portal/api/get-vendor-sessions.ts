import { type VendorSession, vendorSessionListSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type SessionPeriod, vendorKeys } from './vendor-query-keys'

export interface SessionFilters {
  activityId?: string
  when: SessionPeriod
}

export async function getVendorSessions({
  activityId,
  when,
}: SessionFilters): Promise<VendorSession[]> {
  const query = new URLSearchParams({ when })
  if (activityId) query.set('activityId', activityId)
  const { items } = await apiFetch(`/api/vendor/schedules?${query}`, {
    schema: vendorSessionListSchema,
  })
  return items
}

export function vendorSessionsQueryOptions(filters: SessionFilters) {
  return queryOptions({
    queryKey: vendorKeys.sessions(filters),
    queryFn: () => getVendorSessions(filters),
    // Keeps the list on screen while another tab or activity loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  })
}

export function useVendorSessions(filters: SessionFilters) {
  return useQuery(vendorSessionsQueryOptions(filters))
}
