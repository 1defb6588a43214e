import { type Child, type ChildInput, childSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export function addChild(input: ChildInput): Promise<Child> {
  return apiFetch('/api/children', { method: 'POST', body: input, schema: childSchema })
}

export function useAddChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addChild,
    onSuccess: (child) => {
      queryClient.setQueryData<Child[]>(childrenKeys.all, (children) =>
        children ? [...children, child] : children,
      )
      return queryClient.invalidateQueries({ queryKey: childrenKeys.all })
    },
  })
}
