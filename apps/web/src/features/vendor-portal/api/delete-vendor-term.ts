import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Deletes a term; its sessions stay on the schedule as single sessions. */
export async function deleteVendorTerm(id: string): Promise<void> {
  await apiFetch(`/api/vendor/terms/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteVendorTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteVendorTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
