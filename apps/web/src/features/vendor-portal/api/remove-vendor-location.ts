import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Refused (409) for the primary location while others exist. */
export async function removeVendorLocation(id: string): Promise<void> {
  await apiFetch(`/api/vendor/locations/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useRemoveVendorLocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeVendorLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.profile() }),
  })
}
