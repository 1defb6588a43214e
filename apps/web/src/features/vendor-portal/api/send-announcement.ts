import { type Announcement, type AnnouncementInput, announcementSchema } from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { announcementsPath } from './get-announcements'
import { type AnnouncementTarget, vendorKeys } from './vendor-query-keys'

export function sendAnnouncement(
  target: AnnouncementTarget,
  input: AnnouncementInput,
): Promise<Announcement> {
  return apiFetch(announcementsPath(target), {
    method: 'POST',
    body: input,
    schema: announcementSchema,
  })
}

/** Sends the message; every list of earlier messages may now hold it. */
export function useSendAnnouncement(target: AnnouncementTarget) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AnnouncementInput) => sendAnnouncement(target, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...vendorKeys.all, 'announcements'] }),
  })
}
