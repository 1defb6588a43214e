import {
  type ActivityCapacityUpdateInput,
  type VendorActivityDetail,
  vendorActivityDetailSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

export function setActivityCapacity(
  activityId: string,
  input: ActivityCapacityUpdateInput,
): Promise<VendorActivityDetail> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(activityId)}/capacity`, {
    method: 'PATCH',
    body: input,
    schema: vendorActivityDetailSchema,
  })
}

/** Saves the capacity; every session list, the activity and its waiting lists may change. */
export function useSetActivityCapacity(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ActivityCapacityUpdateInput) => setActivityCapacity(activityId, input),
    onSuccess: (activity) => {
      queryClient.setQueryData(vendorKeys.activity(activityId), activity)
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all })
    },
  })
}
