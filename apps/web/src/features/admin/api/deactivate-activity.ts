import { type AdminActivity, adminActivitySchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Switches an activity off: it leaves the public site and its featured place. */
export function deactivateActivity(id: string): Promise<AdminActivity> {
  return apiFetch(`/api/admin/activities/${encodeURIComponent(id)}/deactivate`, {
    method: 'POST',
    schema: adminActivitySchema,
  })
}

export function useDeactivateActivity() {
  return useAdminMutation(deactivateActivity)
}
