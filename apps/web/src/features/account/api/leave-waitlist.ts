import type { WaitlistEntry } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { refreshAfterWaitlistChange } from './refresh-after-waitlist-change'

/** Leaves the line; an offer held passes to the next family. */
export async function leaveWaitlist(id: string): Promise<void> {
  await apiFetch(`/api/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (entry: WaitlistEntry) => leaveWaitlist(entry.id),
    onSettled: (_answer, _error, entry) =>
      refreshAfterWaitlistChange(queryClient, entry.activity.id),
  })
}
