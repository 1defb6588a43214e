import { type TermPlanSetting, termPlanSettingSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** What a plan is set on: a term's price, or an activity's single-session prices. */
export type PlanTarget = { kind: 'term' | 'activity'; id: string }

export const paymentPlanUrl = (target: PlanTarget) =>
  `/api/vendor/${target.kind === 'term' ? 'terms' : 'activities'}/${encodeURIComponent(target.id)}/payment-plan`

export function getPaymentPlan(target: PlanTarget): Promise<TermPlanSetting> {
  return apiFetch(paymentPlanUrl(target), { schema: termPlanSettingSchema })
}

export function paymentPlanQueryOptions(target: PlanTarget) {
  return queryOptions({
    queryKey: vendorKeys.paymentPlan(target),
    queryFn: () => getPaymentPlan(target),
  })
}

/** The plan as the provider set it; read when its form opens. */
export function usePaymentPlan(target: PlanTarget, enabled: boolean) {
  return useQuery({ ...paymentPlanQueryOptions(target), enabled })
}
