import { type AdminVendorListQuery, adminVendorPageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type PagedQuery, toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export function getAdminVendors(query: PagedQuery<AdminVendorListQuery>) {
  return apiFetch(`/api/admin/vendors${toQueryString(query)}`, { schema: adminVendorPageSchema })
}

export function adminVendorsQueryOptions(query: PagedQuery<AdminVendorListQuery>) {
  return queryOptions({
    queryKey: adminKeys.vendors(query),
    queryFn: () => getAdminVendors(query),
    // The old page stays on screen while the next one loads, so the table does not flash.
    placeholderData: keepPreviousData,
  })
}

export function useAdminVendors(query: PagedQuery<AdminVendorListQuery>) {
  return useQuery(adminVendorsQueryOptions(query))
}
