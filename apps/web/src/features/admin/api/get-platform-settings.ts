import { type PlatformSettings, platformSettingsSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { adminKeys } from './admin-query-keys'

export function getPlatformSettings(): Promise<PlatformSettings> {
  return apiFetch('/api/admin/settings', { schema: platformSettingsSchema })
}

export function platformSettingsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.settings(), queryFn: getPlatformSettings })
}

export function usePlatformSettings() {
  return useQuery(platformSettingsQueryOptions())
}
