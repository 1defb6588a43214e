import type { QueryClient } from '@tanstack/react-query'
import { bookingKeys, waitlistKeys } from '@/lib/account-query-keys'
import { catalogKeys } from '@/lib/catalog-query-keys'

/**
 * Taking, turning down or leaving an offer moves places: the held booking, the line and the
 * activity's places left all change.
 */
export function refreshAfterWaitlistChange(queryClient: QueryClient, activityId?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    activityId
      ? queryClient.invalidateQueries({ queryKey: catalogKeys.activityDetail(activityId) })
      : undefined,
  ])
}
