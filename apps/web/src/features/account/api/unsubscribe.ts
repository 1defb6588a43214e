import { type UnsubscribeResponse, unsubscribeResponseSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notificationSettingsKey } from '@/components/account/api/get-notification-settings'
import { apiFetch } from '@/lib/api-client'
import { unsubscribeKey } from './get-unsubscribe'

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiFetch(`/api/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: {},
    schema: unsubscribeResponseSchema,
  })
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(unsubscribeKey(token), answer)
      // The reader may be signed in with Settings open in another tab.
      void queryClient.invalidateQueries({ queryKey: notificationSettingsKey })
    },
  })
}
