import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Removes a code no booking has used; a used one is refused with the server's sentence. */
export async function deletePromoCode(codeId: string): Promise<void> {
  await apiFetch(`/api/vendor/promo-codes/${encodeURIComponent(codeId)}`, { method: 'DELETE' })
}

export function useDeletePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deletePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.promoCodes() }),
  })
}
