import { type PromoCode, type PromoCodeInput, promoCodeSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Adds a discount code or scholarship places. */
export function createPromoCode(input: PromoCodeInput): Promise<PromoCode> {
  return apiFetch('/api/vendor/promo-codes', {
    method: 'POST',
    body: input,
    schema: promoCodeSchema,
  })
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.promoCodes() }),
  })
}
