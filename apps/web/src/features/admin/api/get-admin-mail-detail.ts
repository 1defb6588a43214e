import { adminMailDetailSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getAdminMailDetail(id: string) {
  return apiFetch(`/api/admin/mail/${encodeURIComponent(id)}`, { schema: adminMailDetailSchema })
}

export function adminMailDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.mailDetail(id),
    queryFn: () => getAdminMailDetail(id),
  })
}

/** The mail's text is fetched only once an admin opens it. */
export function useAdminMailDetail(id: string | null) {
  return useQuery({ ...adminMailDetailQueryOptions(id ?? ''), enabled: id !== null })
}
