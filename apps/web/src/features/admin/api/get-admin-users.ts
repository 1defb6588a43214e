import { type AdminUserListQuery, adminUserPageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type PagedQuery, toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export function getAdminUsers(query: PagedQuery<AdminUserListQuery>) {
  return apiFetch(`/api/admin/users${toQueryString(query)}`, { schema: adminUserPageSchema })
}

export function adminUsersQueryOptions(query: PagedQuery<AdminUserListQuery>) {
  return queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: () => getAdminUsers(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminUsers(query: PagedQuery<AdminUserListQuery>) {
  return useQuery(adminUsersQueryOptions(query))
}
