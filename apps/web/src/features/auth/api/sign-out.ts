import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { accountQueryKey } from './get-account'

/** Ends the session on the server, which also clears the cookie. */
export async function signOut(): Promise<void> {
  await apiFetch('/api/account/sign-out', { method: 'POST' })
}

/**
 * Signs out and, whether or not the server could be reached, forgets the account here: nothing
 * the previous user saw may stay in this browser's cache.
 */
export function useSignOutMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(accountQueryKey, null)
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== accountQueryKey[0],
      })
    },
  })
}
