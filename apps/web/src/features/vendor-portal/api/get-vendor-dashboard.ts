import { type VendorDashboard, vendorDashboardSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

const FIVE_MINUTES = 5 * 60 * 1000

/** Stats, upcoming bookings and popular activities, all in one request. */
export function getVendorDashboard(): Promise<VendorDashboard> {
  return apiFetch('/api/vendor/dashboard', { schema: vendorDashboardSchema })
}

export function vendorDashboardQueryOptions() {
  return queryOptions({
    queryKey: vendorKeys.dashboard(),
    queryFn: getVendorDashboard,
    staleTime: FIVE_MINUTES,
  })
}

export function useVendorDashboard() {
  return useQuery(vendorDashboardQueryOptions())
}
