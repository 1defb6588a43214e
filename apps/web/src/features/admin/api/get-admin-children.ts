import { adminChildListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

/** The children of a booking (its id) or of a family (the parent's email): names only. */
export function getAdminChildren(q: string) {
  return apiFetch(`/api/admin/children?q=${encodeURIComponent(q)}`, {
    schema: adminChildListSchema,
  })
}

export function adminChildrenQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.children(q),
    queryFn: () => getAdminChildren(q),
    enabled: q !== '',
  })
}

export function useAdminChildren(q: string) {
  return useQuery(adminChildrenQueryOptions(q))
}
