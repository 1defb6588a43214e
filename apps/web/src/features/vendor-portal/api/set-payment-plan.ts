import { type TermPlanSetting, termPlanSettingSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type PlanTarget, paymentPlanUrl } from './get-payment-plan'
import { vendorKeys } from './vendor-query-keys'

/** Offers a deposit or instalments, or no plan; refused with the server's sentence. */
export function setPaymentPlan(options: {
  target: PlanTarget
  setting: TermPlanSetting
}): Promise<TermPlanSetting> {
  return apiFetch(paymentPlanUrl(options.target), {
    method: 'PUT',
    body: options.setting,
    schema: termPlanSettingSchema,
  })
}

export function useSetPaymentPlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPaymentPlan,
    onSuccess: (saved, { target }) =>
      queryClient.setQueryData(vendorKeys.paymentPlan(target), saved),
  })
}
