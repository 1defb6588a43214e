import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export interface ChangePasswordRequest {
  currentPassword: string
  newPassword: string
}

/** Changes the password and signs every other device out. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await apiFetch('/api/auth/change-password', {
    method: 'POST',
    body: { ...request, revokeOtherSessions: true },
  })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
