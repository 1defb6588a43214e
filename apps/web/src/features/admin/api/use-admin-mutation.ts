import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminKeys } from './admin-query-keys'

/**
 * A decision an admin takes. Once the server has answered, every admin query is refreshed: the
 * figures, the lists and the audit log all move together.
 */
export function useAdminMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
