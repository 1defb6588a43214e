import { type TermWaitlistJoin, type WaitlistEntry, waitlistEntrySchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { waitlistKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { catalogKeys } from '@/lib/catalog-query-keys'

/** Puts the chosen children in a full term's line, together as one entry, for the whole term. */
export function joinTermWaitlist(
  termId: string,
  request: TermWaitlistJoin,
): Promise<WaitlistEntry> {
  return apiFetch(`/api/terms/${encodeURIComponent(termId)}/waitlist`, {
    method: 'POST',
    body: request,
    schema: waitlistEntrySchema,
  })
}

export function useJoinTermWaitlist(activityId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ termId, request }: { termId: string; request: TermWaitlistJoin }) =>
      joinTermWaitlist(termId, request),
    // A refusal may mean places came free meanwhile: the page's places left are refreshed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.activityDetail(activityId) }),
      ]),
  })
}
