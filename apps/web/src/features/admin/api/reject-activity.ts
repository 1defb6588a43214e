import { type AdminActivity, adminActivitySchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Turns an activity down; the server keeps the reason and mails it to the provider. */
export function rejectActivity(input: { id: string; reason: string }): Promise<AdminActivity> {
  return apiFetch(`/api/admin/activities/${encodeURIComponent(input.id)}/reject`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: adminActivitySchema,
  })
}

export function useRejectActivity() {
  return useAdminMutation(rejectActivity)
}
