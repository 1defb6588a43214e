import { adminCreditsReportSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getAdminCredits() {
  return apiFetch('/api/admin/credits', { schema: adminCreditsReportSchema })
}

export function adminCreditsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.credits(), queryFn: getAdminCredits })
}

export function useAdminCredits() {
  return useQuery(adminCreditsQueryOptions())
}
