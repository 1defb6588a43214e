import { type TermUpdateInput, type VendorTerm, vendorTermSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

interface UpdateVendorTermOptions {
  id: string
  input: TermUpdateInput
}

/** Changes what is sent of a term; a new price applies to new enrolments only. */
export function updateVendorTerm({ id, input }: UpdateVendorTermOptions): Promise<VendorTerm> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: vendorTermSchema,
  })
}

export function useUpdateVendorTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateVendorTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
