import { type VendorActivityDetail, vendorActivityDetailSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Active activities can be booked; inactive ones stay hidden from families. */
export function setVendorActivityStatus(
  id: string,
  isActive: boolean,
): Promise<VendorActivityDetail> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { isActive },
    schema: vendorActivityDetailSchema,
  })
}

export function useSetVendorActivityStatus(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (isActive: boolean) => setVendorActivityStatus(id, isActive),
    onSuccess: (activity) => {
      queryClient.setQueryData(vendorKeys.activity(id), activity)
      // The list only: the activity itself was just answered in full.
      return queryClient.invalidateQueries({ queryKey: vendorKeys.activities(), exact: true })
    },
  })
}
