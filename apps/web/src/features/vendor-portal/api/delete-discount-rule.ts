import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Removes a rule; bookings keep the lines it gave them. */
export async function deleteDiscountRule(ruleId: string): Promise<void> {
  await apiFetch(`/api/vendor/discount-rules/${encodeURIComponent(ruleId)}`, { method: 'DELETE' })
}

export function useDeleteDiscountRule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteDiscountRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.discountRules() }),
  })
}
