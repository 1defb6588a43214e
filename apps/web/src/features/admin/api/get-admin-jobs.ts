import { adminJobPageSchema, type JobState } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface AdminJobsQuery {
  state?: JobState
  page?: number
}

export function getAdminJobs(query: AdminJobsQuery) {
  return apiFetch(`/api/admin/jobs${toQueryString({ ...query })}`, { schema: adminJobPageSchema })
}

export function adminJobsQueryOptions(query: AdminJobsQuery) {
  return queryOptions({
    queryKey: adminKeys.jobs(query),
    queryFn: () => getAdminJobs(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery(adminJobsQueryOptions(query))
}
