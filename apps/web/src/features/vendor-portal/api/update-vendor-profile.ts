import {
  type VendorProfile,
  type VendorProfileInput,
  vendorProfileResponseSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export function updateVendorProfile(input: VendorProfileInput): Promise<VendorProfile> {
  return apiFetch('/api/vendor/profile', {
    method: 'PUT',
    body: input,
    schema: vendorProfileResponseSchema,
  })
}

export function useUpdateVendorProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateVendorProfile,
    onSuccess: (profile) => queryClient.setQueryData(vendorKeys.profile(), profile),
  })
}
