import { termCancelResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export type TermCancelResult = z.infer<typeof termCancelResponseSchema>

/** Cancels a term's sessions still to come; every family is refunded for them. */
export function cancelVendorTerm(id: string): Promise<TermCancelResult> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: termCancelResponseSchema,
  })
}

export function useCancelVendorTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelVendorTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
