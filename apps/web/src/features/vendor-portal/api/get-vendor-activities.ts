import { type VendorActivity, vendorActivityListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { fetchAllPages } from '@/lib/pages'
import { vendorKeys } from './vendor-query-keys'

/**
 * The signed-in provider's own activities, newest first, whatever their status: every page of
 * them, since the list and the activity pickers must offer all of a provider's activities.
 */
export async function getVendorActivities(): Promise<VendorActivity[]> {
  return fetchAllPages((page, limit) =>
    apiFetch(`/api/vendor/activities?page=${page}&limit=${limit}`, {
      schema: vendorActivityListSchema,
    }),
  )
}

export function vendorActivitiesQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.activities(), queryFn: getVendorActivities })
}

export function useVendorActivities() {
  return useQuery(vendorActivitiesQueryOptions())
}
