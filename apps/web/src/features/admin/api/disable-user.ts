import { type AdminUser, adminUserSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/** Disables an account: every session it has ends now and it cannot sign in. */
export function disableUser(id: string): Promise<AdminUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(id)}/disable`, {
    method: 'POST',
    schema: adminUserSchema,
  })
}

export function useDisableUser() {
  return useAdminMutation(disableUser)
}
