import { type TermRoster, termRosterSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The children of one of the provider's terms against its sessions; a 404 when not theirs. */
export function getTermRoster(termId: string): Promise<TermRoster> {
  return apiFetch(`/api/vendor/terms/${encodeURIComponent(termId)}/roster`, {
    schema: termRosterSchema,
  })
}

export function termRosterQueryOptions(termId: string) {
  return queryOptions({
    queryKey: vendorKeys.termRoster(termId),
    queryFn: () => getTermRoster(termId),
  })
}

export function useTermRoster(termId: string) {
  return useQuery(termRosterQueryOptions(termId))
}
