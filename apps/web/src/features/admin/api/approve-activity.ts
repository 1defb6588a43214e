import { type AdminActivity, adminActivitySchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Approves an approved provider's activity: public at once while it is active. */
export function approveActivity(id: string): Promise<AdminActivity> {
  return apiFetch(`/api/admin/activities/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: adminActivitySchema,
  })
}

export function useApproveActivity() {
  return useAdminMutation(approveActivity)
}
