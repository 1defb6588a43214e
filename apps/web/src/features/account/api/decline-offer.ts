import { type WaitlistEntry, waitlistEntrySchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { refreshAfterWaitlistChange } from './refresh-after-waitlist-change'

/** "No thanks": the offer passes to the next family at once. */
export function declineOffer(id: string): Promise<WaitlistEntry> {
  return apiFetch(`/api/waitlist/${encodeURIComponent(id)}/decline`, {
    method: 'POST',
    schema: waitlistEntrySchema,
  })
}

export function useDeclineOffer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => declineOffer(entry.id),
    onSettled: (_answer, _error, entry) =>
      refreshAfterWaitlistChange(queryClient, entry.activity.id),
  })
}
