import { type AdminRoleChange, type AdminUser, adminUserSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useAdminMutation } from './use-admin-mutation'

/**
 * Grants or removes the vendor or admin role. The server refuses to remove the caller's own
 * admin role or the last admin's, with a sentence to show as it is.
 */
export function changeUserRole(input: { id: string } & AdminRoleChange): Promise<AdminUser> {
  return apiFetch(`/api/admin/users/${encodeURIComponent(input.id)}/roles`, {
    method: 'POST',
    body: { role: input.role, grant: input.grant },
    schema: adminUserSchema,
  })
}

export function useChangeUserRole() {
  return useAdminMutation(changeUserRole)
}
