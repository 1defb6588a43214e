import { type AdminDashboard, adminDashboardSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getAdminDashboard(): Promise<AdminDashboard> {
  return apiFetch('/api/admin/dashboard', { schema: adminDashboardSchema })
}

export function adminDashboardQueryOptions() {
  return queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getAdminDashboard })
}

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions())
}
