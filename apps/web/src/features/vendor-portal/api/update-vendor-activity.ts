import {
  type ActivityFormInput,
  type VendorActivityDetail,
  vendorActivityDetailSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export function updateVendorActivity(
  id: string,
  input: ActivityFormInput,
): Promise<VendorActivityDetail> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    schema: vendorActivityDetailSchema,
  })
}

export function useUpdateVendorActivity(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ActivityFormInput) => updateVendorActivity(id, input),
    onSuccess: (activity) => {
      queryClient.setQueryData(vendorKeys.activity(id), activity)
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all })
    },
  })
}
