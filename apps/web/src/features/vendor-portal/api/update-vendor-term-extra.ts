import { type TermExtra, type TermExtraInput, termExtraSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface UpdateTermExtraOptions {
  termId: string
  extraId: string
  input: Partial<TermExtraInput>
}

/** Changes an extra's name, price, unit or places. */
export function updateVendorTermExtra({
  termId,
  extraId,
  input,
}: UpdateTermExtraOptions): Promise<TermExtra> {
  return apiFetch(
    `/api/vendor/terms/${encodeURIComponent(termId)}/extras/${encodeURIComponent(extraId)}`,
    { method: 'PATCH', body: input, schema: termExtraSchema },
  )
}

export function useUpdateVendorTermExtra() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateVendorTermExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
