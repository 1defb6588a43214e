import { type DiscountRule, type DiscountRuleInput, discountRuleSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Adds a sibling, several-bookings or early-bird discount. */
export function createDiscountRule(input: DiscountRuleInput): Promise<DiscountRule> {
  return apiFetch('/api/vendor/discount-rules', {
    method: 'POST',
    body: input,
    schema: discountRuleSchema,
  })
}

export function useCreateDiscountRule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDiscountRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.discountRules() }),
  })
}
