import { type TermExtra, type TermExtraInput, termExtraSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface AddTermExtraOptions {
  termId: string
  input: TermExtraInput
}

/** Adds an extra (after-care, lunch, a kit) to a term. */
export function addVendorTermExtra({ termId, input }: AddTermExtraOptions): Promise<TermExtra> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(termId)}/extras`, {
    method: 'POST',
    body: input,
    schema: termExtraSchema,
  })
}

export function useAddVendorTermExtra() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addVendorTermExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
