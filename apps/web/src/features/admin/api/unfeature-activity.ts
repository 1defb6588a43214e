import { type AdminActivity, adminActivitySchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Takes an activity off the home page. */
export function unfeatureActivity(id: string): Promise<AdminActivity> {
  return apiFetch(`/api/admin/activities/${encodeURIComponent(id)}/unfeature`, {
    method: 'POST',
    schema: adminActivitySchema,
  })
}

export function useUnfeatureActivity() {
  return useAdminMutation(unfeatureActivity)
}
