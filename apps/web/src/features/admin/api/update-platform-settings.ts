import {
  type PlatformSettings,
  type PlatformSettingsInput,
  platformSettingsSchema,
} from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

export function updatePlatformSettings(input: PlatformSettingsInput): Promise<PlatformSettings> {
  return apiFetch('/api/admin/settings', {
    method: 'PUT',
    body: input,
    schema: platformSettingsSchema,
  })
}

export function useUpdatePlatformSettings() {
  return useAdminMutation(updatePlatformSettings)
}
