import { type VendorActivityDetail, vendorActivityDetailSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** One of the provider's activities with its sessions; a 404 when it is not theirs or gone. */
export function getVendorActivity(id: string): Promise<VendorActivityDetail> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(id)}`, {
    schema: vendorActivityDetailSchema,
  })
}

export function vendorActivityQueryOptions(id: string) {
  return queryOptions({ queryKey: vendorKeys.activity(id), queryFn: () => getVendorActivity(id) })
}

export function useVendorActivity(id: string) {
  return useQuery(vendorActivityQueryOptions(id))
}
