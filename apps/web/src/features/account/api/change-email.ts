import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/**
 * Asks better-auth to change the sign-in email. Nothing changes until the mailed link is
 * opened; the link brings the person back to Settings.
 */
export async function changeEmail(newEmail: string): Promise<void> {
  await apiFetch('/api/auth/change-email', {
    method: 'POST',
    body: { newEmail, callbackURL: '/settings' },
  })
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail })
}
