import { type Child, type ChildInput, childSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { childrenKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

export function updateChild(id: string, input: ChildInput): Promise<Child> {
  return apiFetch(`/api/children/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: childSchema,
  })
}

export function useUpdateChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ChildInput }) => updateChild(id, input),
    onSuccess: (child) => {
      queryClient.setQueryData<Child[]>(childrenKeys.all, (children) =>
        children?.map((each) => (each.id === child.id ? child : each)),
      )
    },
  })
}
