import { type VendorSettings, vendorSettingsResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** An empty address sends new-booking notices to the account email. */
export function updateVendorSettings(input: {
  notificationEmail: string
}): Promise<VendorSettings> {
  return apiFetch('/api/vendor/settings', {
    method: 'PUT',
    body: input,
    schema: vendorSettingsResponseSchema,
  })
}

export function useUpdateVendorSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateVendorSettings,
    onSuccess: (settings) => queryClient.setQueryData(vendorKeys.settings(), settings),
  })
}
