import { type RosterList, rosterListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The next two weeks' rosters the caller may read: an instructor's assigned activities only. */
export function getRosters(): Promise<RosterList> {
  return apiFetch('/api/vendor/rosters', { schema: rosterListSchema })
}

export function rostersQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.rosters(), queryFn: getRosters })
}

export function useRosters() {
  return useQuery(rostersQueryOptions())
}
