import {
  type AdminActivityListQuery,
  type AdminActivityPage,
  adminActivityPageSchema,
} from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type PagedQuery, toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export function getAdminActivities(
  query: PagedQuery<AdminActivityListQuery>,
): Promise<AdminActivityPage> {
  return apiFetch(`/api/admin/activities${toQueryString(query)}`, {
    schema: adminActivityPageSchema,
  })
}

export function adminActivitiesQueryOptions(query: PagedQuery<AdminActivityListQuery>) {
  return queryOptions({
    queryKey: adminKeys.activities(query),
    queryFn: () => getAdminActivities(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminActivities(query: PagedQuery<AdminActivityListQuery>, enabled = true) {
  return useQuery({ ...adminActivitiesQueryOptions(query), enabled })
}
