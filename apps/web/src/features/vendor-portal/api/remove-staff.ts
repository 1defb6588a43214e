import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Ends a membership; the server signs the member out everywhere at once. */
export async function removeStaff(staffId: string): Promise<void> {
  await apiFetch(`/api/vendor/staff/${encodeURIComponent(staffId)}`, { method: 'DELETE' })
}

export function useRemoveStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.staff() }),
  })
}
