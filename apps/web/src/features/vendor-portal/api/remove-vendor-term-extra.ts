import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface RemoveTermExtraOptions {
  termId: string
  extraId: string
}

/** Takes an extra off a term. */
export async function removeVendorTermExtra({
  termId,
  extraId,
}: RemoveTermExtraOptions): Promise<void> {
  await apiFetch(
    `/api/vendor/terms/${encodeURIComponent(termId)}/extras/${encodeURIComponent(extraId)}`,
    { method: 'DELETE' },
  )
}

export function useRemoveVendorTermExtra() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeVendorTermExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
