import type { Child } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export async function deleteChild(id: string): Promise<void> {
  await apiFetch(`/api/children/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Child[]>(childrenKeys.all, (children) =>
        children?.filter((child) => child.id !== id),
      )
    },
  })
}
