import { type VendorProfile, vendorProfileResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The business profile with its locations (the activity form needs those too). */
export function getVendorProfile(): Promise<VendorProfile> {
  return apiFetch('/api/vendor/profile', { schema: vendorProfileResponseSchema })
}

export function vendorProfileQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.profile(), queryFn: getVendorProfile })
}

export function useVendorProfile() {
  return useQuery(vendorProfileQueryOptions())
}
