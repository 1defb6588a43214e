import { type Checkout, checkoutSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'

/** Where to save another card for a plan's payments still to come; nothing is charged. */
export function changePlanCard(bookingId: string): Promise<Checkout> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/plan/card`, {
    method: 'POST',
    schema: checkoutSchema,
  })
}

/** Sends the family to save a card; still busy once answered, as the browser leaves. */
export function useChangePlanCard() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: changePlanCard,
    onSuccess: ({ url }) => browserNavigation.leaveFor(url),
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  })
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess }
}
