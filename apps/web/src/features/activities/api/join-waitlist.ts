import { type WaitlistEntry, type WaitlistJoin, waitlistEntrySchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { waitlistKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys } from '@/lib/catalog-query-keys'

/** Puts the chosen children in a full session's line, together as one entry. */
export function joinWaitlist(request: WaitlistJoin): Promise<WaitlistEntry> {
  return apiFetch('/api/waitlist', { method: 'POST', body: request, schema: waitlistEntrySchema })
}

export function useJoinWaitlist(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinWaitlist,
    // A refusal may mean places came free meanwhile: the page's places left are refreshed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.activityDetail(activityId) }),
      ]),
  })
}
