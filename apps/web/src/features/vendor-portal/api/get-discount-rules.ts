import { type DiscountRule, discountRuleListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The provider's discount rules, newest first: few enough (at most 20) to come in one answer. */
export async function getDiscountRules(): Promise<DiscountRule[]> {
  const list = await apiFetch('/api/vendor/discount-rules', { schema: discountRuleListSchema })
  return list.rules
}

export function discountRulesQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.discountRules(), queryFn: getDiscountRules })
}

export function useDiscountRules() {
  return useQuery(discountRulesQueryOptions())
}
