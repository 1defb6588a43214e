import { type VendorSettings, vendorSettingsResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export function getVendorSettings(): Promise<VendorSettings> {
  return apiFetch('/api/vendor/settings', { schema: vendorSettingsResponseSchema })
}

export function vendorSettingsQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.settings(), queryFn: getVendorSettings })
}

export function useVendorSettings() {
  return useQuery(vendorSettingsQueryOptions())
}
