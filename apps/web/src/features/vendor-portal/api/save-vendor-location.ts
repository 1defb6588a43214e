import { type VendorLocationInput, vendorLocationSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export interface SaveLocationRequest {
  /** The location to change; without it a new one is added. */
  id?: string
  input: VendorLocationInput
}

export function saveVendorLocation({ id, input }: SaveLocationRequest) {
  return apiFetch(
    id ? `/api/vendor/locations/${encodeURIComponent(id)}` : '/api/vendor/locations',
    {
      method: id ? 'PUT' : 'POST',
      body: input,
      schema: vendorLocationSchema,
    },
  )
}

export function useSaveVendorLocation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveVendorLocation,
    // Making one location primary changes the others, so the whole profile is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.profile() }),
  })
}
