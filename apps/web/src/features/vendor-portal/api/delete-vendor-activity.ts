import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Deletes for good; the server refuses (409) while families hold upcoming bookings. */
export async function deleteVendorActivity(id: string): Promise<void> {
  await apiFetch(`/api/vendor/activities/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useDeleteVendorActivity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteVendorActivity,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: vendorKeys.activity(id) })
      // Refetched when next shown: refetching now would only ask for the deleted activity again.
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all, refetchType: 'none' })
    },
  })
}
