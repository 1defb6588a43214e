import {
  type ActivityRegistration,
  activityRegistrationSchema,
  type QuestionListInput,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Replaces the questions asked of each child at booking, in the order given. */
export function saveActivityQuestions(options: {
  activityId: string
  input: QuestionListInput
}): Promise<ActivityRegistration> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(options.activityId)}/questions`, {
    method: 'PUT',
    body: options.input,
    schema: activityRegistrationSchema,
  })
}

export function useSaveActivityQuestions(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: QuestionListInput) => saveActivityQuestions({ activityId, input }),
    onSuccess: (saved) => queryClient.setQueryData(vendorKeys.registration(activityId), saved),
  })
}
