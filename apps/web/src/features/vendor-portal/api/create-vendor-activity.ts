import {
  type ActivityFormInput,
  type VendorActivityDetail,
  vendorActivityDetailSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Sends the form as typed: the server validates it with the same schema the form used. */
export function createVendorActivity(input: ActivityFormInput): Promise<VendorActivityDetail> {
  return apiFetch('/api/vendor/activities', {
    method: 'POST',
    body: input,
    schema: vendorActivityDetailSchema,
  })
}

export function useCreateVendorActivity() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createVendorActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  })
}
