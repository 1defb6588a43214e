import { type TermCancelRequest, termCancelResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export type TermCancelResult = z.infer<typeof termCancelResponseSchema>

/**
 * Cancels a term's sessions still to come; every family is refunded for them, or chooses a refund
 * or a credit when the provider offers credit.
 */
export function cancelVendorTerm(input: {
  id: string
  request: TermCancelRequest
}): Promise<TermCancelResult> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(input.id)}/cancel`, {
    method: 'POST',
    body: input.request,
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
