import { type AdminVendorDetail, adminVendorDetailSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getAdminVendor(id: string): Promise<AdminVendorDetail> {
  return apiFetch(`/api/admin/vendors/${encodeURIComponent(id)}`, {
    schema: adminVendorDetailSchema,
  })
}

export function adminVendorQueryOptions(id: string) {
  return queryOptions({ queryKey: adminKeys.vendor(id), queryFn: () => getAdminVendor(id) })
}

export function useAdminVendor(id: string) {
  return useQuery(adminVendorQueryOptions(id))
}
