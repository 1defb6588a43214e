import { type AdminAnalytics, adminAnalyticsSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getAdminAnalytics(): Promise<AdminAnalytics> {
  return apiFetch('/api/admin/analytics', { schema: adminAnalyticsSchema })
}

export function adminAnalyticsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.analytics(), queryFn: getAdminAnalytics })
}

export function useAdminAnalytics() {
  return useQuery(adminAnalyticsQueryOptions())
}
