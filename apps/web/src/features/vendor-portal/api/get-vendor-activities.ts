import { type VendorActivity, vendorActivityListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The signed-in provider's own activities, newest first, whatever their status. */
export async function getVendorActivities(): Promise<VendorActivity[]> {
  const { items } = await apiFetch('/api/vendor/activities', { schema: vendorActivityListSchema })
  return items
}

export function vendorActivitiesQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.activities(), queryFn: getVendorActivities })
}

export function useVendorActivities() {
  return useQuery(vendorActivitiesQueryOptions())
}
