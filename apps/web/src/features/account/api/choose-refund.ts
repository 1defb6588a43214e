import { type RefundChoiceInput, refundChoiceSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

const chosenSchema = refundChoiceSchema.pick({ id: true, chosen: true })

/** For a booking the provider cancelled: the payment back on the card, or as credit. */
export function chooseRefund(options: { choiceId: string; input: RefundChoiceInput }) {
  return apiFetch(`/api/refund-choices/${encodeURIComponent(options.choiceId)}`, {
    method: 'POST',
    body: options.input,
    schema: chosenSchema,
  })
}

export function useChooseRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: chooseRefund,
    // The booking's choice and the family's credits both moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  })
}
