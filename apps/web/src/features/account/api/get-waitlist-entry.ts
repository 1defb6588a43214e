import { type WaitlistEntry, waitlistEntrySchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitlistKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** One of the family's entries: the offer page the mail links to. */
export function getWaitlistEntry(id: string, signal?: AbortSignal): Promise<WaitlistEntry> {
  return apiFetch(`/api/waitlist/${encodeURIComponent(id)}`, {
    schema: waitlistEntrySchema,
    signal,
  })
}

export function waitlistEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: waitlistKeys.entry(id),
    queryFn: ({ signal }) => getWaitlistEntry(id, signal),
    staleTime: 0,
  })
}

export function useWaitlistEntry(id: string) {
  return useQuery(waitlistEntryQueryOptions(id))
}
