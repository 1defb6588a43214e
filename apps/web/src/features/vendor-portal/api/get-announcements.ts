import { type AnnouncementSummary, announcementListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { type AnnouncementTarget, vendorKeys } from './vendor-query-keys'

export const announcementsPath = (target: AnnouncementTarget) =>
  `/api/vendor/${target.kind === 'session' ? 'sessions' : 'activities'}/${encodeURIComponent(target.id)}/announcements`

export async function getAnnouncements(target: AnnouncementTarget): Promise<AnnouncementSummary[]> {
  const { items } = await apiFetch(announcementsPath(target), { schema: announcementListSchema })
  return items
}

export function announcementsQueryOptions(target: AnnouncementTarget) {
  return queryOptions({
    queryKey: vendorKeys.announcements(target),
    queryFn: () => getAnnouncements(target),
  })
}

/** Earlier messages, loaded only while the dialog that shows them is open. */
export function useAnnouncements(target: AnnouncementTarget, enabled: boolean) {
  return useQuery({ ...announcementsQueryOptions(target), enabled })
}
