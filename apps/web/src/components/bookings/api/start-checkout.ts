import { type Checkout, checkoutSchema, type PaymentChoice } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'

/** A held booking to pay for, in full or by its term's plan (the first payment now). */
export type CheckoutTarget = string | { bookingId: string; choice: PaymentChoice }

/** Where to pay for a booking whose places are held: the processor's page (or the test one). */
export function startCheckout(target: CheckoutTarget): Promise<Checkout> {
  const { bookingId, choice } =
    typeof target === 'string' ? { bookingId: target, choice: 'full' } : target
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/checkout`, {
    method: 'POST',
    schema: checkoutSchema,
    ...(choice === 'full' ? {} : { body: { choice } }),
  })
}

/**
 * Sends the family to pay for a held booking. Still busy once the answer is in: the browser is
 * on its way to the payment page. A refusal (the hold ran out) refreshes the bookings shown.
 */
export function useStartCheckout() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }) => browserNavigation.leaveFor(url),
    onError: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  })
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess }
}
