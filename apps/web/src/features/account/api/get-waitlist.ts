import { type WaitlistEntry, waitlistListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { waitlistKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The family's entries, those still in line first. */
export async function getWaitlist(signal?: AbortSignal): Promise<WaitlistEntry[]> {
  const { items } = await apiFetch('/api/waitlist', { schema: waitlistListSchema, signal })
  return items
}

export function waitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.list(),
    queryFn: ({ signal }) => getWaitlist(signal),
    // An offer is made by the server while the page is open: a fresh look each visit.
    staleTime: 0,
  })
}

export function useWaitlist() {
  return useQuery(waitlistQueryOptions())
}
