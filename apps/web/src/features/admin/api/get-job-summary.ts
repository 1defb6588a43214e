import { adminJobSummarySchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getJobSummary() {
  return apiFetch('/api/admin/jobs/summary', { schema: adminJobSummarySchema })
}

export function jobSummaryQueryOptions() {
  return queryOptions({ queryKey: adminKeys.jobSummary(), queryFn: getJobSummary })
}

export function useJobSummary() {
  return useQuery(jobSummaryQueryOptions())
}
