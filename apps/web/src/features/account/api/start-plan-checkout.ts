import { type Checkout, checkoutSchema, type PlanCheckoutRequest } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'

/** Where to pay what is due on a plan, or its whole balance, with any card. */
export function startPlanCheckout(input: {
  bookingId: string
  request: PlanCheckoutRequest
}): Promise<Checkout> {
  return apiFetch(`/api/bookings/${encodeURIComponent(input.bookingId)}/plan/checkout`, {
    method: 'POST',
    body: input.request,
    schema: checkoutSchema,
  })
}

/** Sends the family to pay; still busy once answered, as the browser leaves for the page. */
export function useStartPlanCheckout() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: startPlanCheckout,
    onSuccess: ({ url }) => browserNavigation.leaveFor(url),
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  })
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess }
}
