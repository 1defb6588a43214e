import { paymentOnboardingSchema } from '@afc/contracts'
import { useMutation } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'

/** Creates the payment account once and answers where the provider finishes connecting it. */
export function connectPayments(): Promise<{ url: string }> {
  return apiFetch('/api/vendor/payouts/connect', {
    method: 'POST',
    schema: paymentOnboardingSchema,
  })
}

export function useConnectPayments() {
  return useMutation({
    mutationFn: connectPayments,
    onSuccess: ({ url }) => browserNavigation.leaveFor(url),
  })
}
