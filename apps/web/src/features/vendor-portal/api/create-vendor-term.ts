import { type TermCreateInput, type VendorTerm, vendorTermSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** A course's term made from a weekly series; its sessions are created with it. */
export function createVendorTerm(input: TermCreateInput): Promise<VendorTerm> {
  return apiFetch('/api/vendor/terms', { method: 'POST', body: input, schema: vendorTermSchema })
}

export function useCreateVendorTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createVendorTerm,
    // The term's new sessions show in the schedule too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
