import {
  type ActivityRegistration,
  activityRegistrationSchema,
  type WaiverInput,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Saves the waiver's text as a new version (empty text: no waiver asked). */
export function saveActivityWaiver(options: {
  activityId: string
  input: WaiverInput
}): Promise<ActivityRegistration> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(options.activityId)}/waiver`, {
    method: 'PUT',
    body: options.input,
    schema: activityRegistrationSchema,
  })
}

export function useSaveActivityWaiver(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: WaiverInput) => saveActivityWaiver({ activityId, input }),
    onSuccess: (saved) => queryClient.setQueryData(vendorKeys.registration(activityId), saved),
  })
}
