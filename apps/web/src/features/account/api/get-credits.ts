import { type FamilyCredits, familyCreditsSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The family's account credits still to spend, the soonest to expire first. */
export function getCredits(signal?: AbortSignal): Promise<FamilyCredits> {
  return apiFetch('/api/credits', { schema: familyCreditsSchema, signal })
}

export function creditsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.credits(),
    queryFn: ({ signal }) => getCredits(signal),
  })
}

export function useCredits() {
  return useQuery(creditsQueryOptions())
}
