import { type TestCheckout, testCheckoutSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

export const testCheckoutKey = (checkoutId: string) => ['test-checkout', checkoutId] as const

/** What the offline test checkout asks to be paid; its id is its only key, no sign-in needed. */
export function getTestCheckout(checkoutId: string, signal?: AbortSignal): Promise<TestCheckout> {
  return apiFetch(`/api/payments/test-checkout/${encodeURIComponent(checkoutId)}`, {
    schema: testCheckoutSchema,
    signal,
  })
}

export function testCheckoutQueryOptions(checkoutId: string) {
  return queryOptions({
    queryKey: testCheckoutKey(checkoutId),
    queryFn: ({ signal }) => getTestCheckout(checkoutId, signal),
  })
}

export function useTestCheckout(checkoutId: string) {
  return useQuery(testCheckoutQueryOptions(checkoutId))
}
