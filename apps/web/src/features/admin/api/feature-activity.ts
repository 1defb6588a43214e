import { type AdminActivity, adminActivitySchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Puts an activity on the home page; refused (409) once 4 are featured. */
export function featureActivity(id: string): Promise<AdminActivity> {
  return apiFetch(`/api/admin/activities/${encodeURIComponent(id)}/feature`, {
    method: 'POST',
    schema: adminActivitySchema,
  })
}

export function useFeatureActivity() {
  return useAdminMutation(featureActivity)
}
