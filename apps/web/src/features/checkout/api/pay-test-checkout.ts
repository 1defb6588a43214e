import { type TestCardInput, testPaymentResultSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'
import { testCheckoutKey } from './get-test-checkout'

type TestPaymentResult = z.infer<typeof testPaymentResultSchema>

/** Pays the test checkout with a test card; a refused card answers 402 and changes nothing. */
export function payTestCheckout(
  checkoutId: string,
  card: TestCardInput,
): Promise<TestPaymentResult> {
  return apiFetch(`/api/payments/test-checkout/${encodeURIComponent(checkoutId)}`, {
    method: 'POST',
    body: card,
    schema: testPaymentResultSchema,
  })
}

/**
 * Pays, then sends the family back to the app as the processor would. A checkout that closed
 * meanwhile (410, 409) is read again, so the page shows why.
 */
export function usePayTestCheckout(checkoutId: string) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (card: TestCardInput) => payTestCheckout(checkoutId, card),
    onSuccess: ({ redirectUrl }) => browserNavigation.leaveFor(redirectUrl),
    onError: () => queryClient.invalidateQueries({ queryKey: testCheckoutKey(checkoutId) }),
  })
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess }
}
