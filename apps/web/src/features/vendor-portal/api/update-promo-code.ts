import { type PromoCode, type PromoCodeInput, promoCodeSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface UpdatePromoCodeOptions {
  codeId: string
  input: PromoCodeInput
}

/** Replaces a code's figures, limits and activities, or switches it on or off; its kind stays. */
export function updatePromoCode({ codeId, input }: UpdatePromoCodeOptions): Promise<PromoCode> {
  return apiFetch(`/api/vendor/promo-codes/${encodeURIComponent(codeId)}`, {
    method: 'PUT',
    body: input,
    schema: promoCodeSchema,
  })
}

export function useUpdatePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.promoCodes() }),
  })
}
