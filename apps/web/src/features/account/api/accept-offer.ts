import { type WaitlistAccept, type WaitlistEntry, waitlistAcceptSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'
import { refreshAfterWaitlistChange } from './refresh-after-waitlist-change'

/** Takes the offer: a free activity is booked at once, a paid one answers where to pay. */
export function acceptOffer(id: string): Promise<WaitlistAccept> {
  return apiFetch(`/api/waitlist/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    schema: waitlistAcceptSchema,
  })
}

/**
 * Takes the offer and, for a paid activity, sends the browser on to pay: still busy once the
 * answer is in, as the page is being left.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (entry: WaitlistEntry) => acceptOffer(entry.id),
    onSuccess: ({ checkoutUrl }, entry) => {
      if (checkoutUrl) {
        browserNavigation.leaveFor(checkoutUrl)
        return
      }
      return refreshAfterWaitlistChange(queryClient, entry.activity.id)
    },
    // The offer may have run out meanwhile: show what is true now.
    onError: (_error, entry) => refreshAfterWaitlistChange(queryClient, entry.activity.id),
  })
  const leaving = mutation.isPending || Boolean(mutation.data?.checkoutUrl)
  return { ...mutation, leaving }
}
