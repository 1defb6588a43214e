import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

/** Deletes the account after the server checks the password; it also clears the session cookie. */
export async function deleteAccount(password: string): Promise<void> {
  await apiFetch('/api/account/delete', { method: 'POST', body: { password } })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
