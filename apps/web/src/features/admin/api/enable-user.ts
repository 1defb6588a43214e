import { type AdminUser, adminUserSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Lets a disabled account sign in again. */
export function enableUser(id: string): Promise<AdminUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/enable`, {
    method: 'POST',
    schema: adminUserSchema,
  })
}

export function useEnableUser() {
  return useAdminMutation(enableUser)
}
