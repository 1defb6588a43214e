import { type DiscountRule, type DiscountRuleInput, discountRuleSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface UpdateDiscountRuleOptions {
  ruleId: string
  input: DiscountRuleInput
}

/** Replaces a rule's figures and activities; its kind stays. */
export function updateDiscountRule({
  ruleId,
  input,
}: UpdateDiscountRuleOptions): Promise<DiscountRule> {
  return apiFetch(`/api/vendor/discount-rules/${encodeURIComponent(ruleId)}`, {
    method: 'PUT',
    body: input,
    schema: discountRuleSchema,
  })
}

export function useUpdateDiscountRule() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateDiscountRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.discountRules() }),
  })
}
