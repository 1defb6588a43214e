import { type ActivityRegistration, activityRegistrationSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The questions and current waiver of one of the provider's activities; a 404 when not theirs. */
export function getActivityRegistration(activityId: string): Promise<ActivityRegistration> {
  return apiFetch(`/api/vendor/activities/${encodeURIComponent(activityId)}/registration`, {
    schema: activityRegistrationSchema,
  })
}

export function activityRegistrationQueryOptions(activityId: string) {
  return queryOptions({
    queryKey: vendorKeys.registration(activityId),
    queryFn: () => getActivityRegistration(activityId),
  })
}

export function useActivityRegistration(activityId: string) {
  return useQuery(activityRegistrationQueryOptions(activityId))
}
