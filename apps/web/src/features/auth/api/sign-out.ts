import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { storedToday } from '@/lib/stored-today'
import { accountQueryKey } from './get-account'

/** Ends the session on the server, which also clears the cookie. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/account/sign-out', { method: 'POST' })
}

/**
 * Signs out and, whether or not the server could be reached, forgets the account here: nothing
 * the previous user saw may stay in this browser's cache, nor the day's rosters kept on the
 * phone for offline use (children's medical details on a phone staff may share).
 */
export function useSignOutMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSettled: async () => {
      queryClient.setQueryData(accountQueryKey, null)
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== accountQueryKey[0],
      })
      await storedToday.erase().catch((error: unknown) => {
        console.error('Erasing the day kept on this phone failed', error)
      })
    },
  })
}
