import {
  type RegistrationRequest,
  type WaitlistAccept,
  type WaitlistEntry,
  waitlistAcceptSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { browserNavigation } from '@/lib/browser-navigation'
import { refreshAfterWaitlistChange } from './refresh-after-waitlist-change'

/**
 * Takes the offer with the answers and signature the activity asks: a free activity is booked at
 * once, a paid one answers where to pay.
 */
export function acceptOffer(
  id: string,
  registration: RegistrationRequest | undefined,
): Promise<WaitlistAccept> {
  return apiFetch(`/api/waitlist/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    body: registration ? { registration } : {},
    schema: waitlistAcceptSchema,
  })
}

type AcceptRequest = { entry: WaitlistEntry; registration?: RegistrationRequest | undefined }

/**
 * Takes the offer and, for a paid activity, sends the browser on to pay: still busy once the
 * answer is in, as the page is being left.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ entry, registration }: AcceptRequest) => acceptOffer(entry.id, registration),
    onSuccess: ({ checkoutUrl }, { entry }) => {
      if (checkoutUrl) {
        browserNavigation.leaveFor(checkoutUrl)
        return
      }
      return refreshAfterWaitlistChange(queryClient, entry.activity.id)
    },
    // The offer may have run out meanwhile: show what is true now.
    onError: (_error, { entry }) => refreshAfterWaitlistChange(queryClient, entry.activity.id),
  })
  const leaving = mutation.isPending || Boolean(mutation.data?.checkoutUrl)
  return { ...mutation, leaving }
}
