import { type PaymentConnection, paymentConnectionSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Asks the processor how the account stands, after the provider comes back from connecting. */
export function refreshPaymentAccount(): Promise<PaymentConnection> {
  return apiFetch('/api/vendor/payouts/refresh', {
    method: 'POST',
    schema: paymentConnectionSchema,
  })
}

export function useRefreshPaymentAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: refreshPaymentAccount,
    // The payouts answers and the dashboard's notice both show the status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
