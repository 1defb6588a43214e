import { type ProviderChildRecord, providerChildRecordSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/**
 * A booked child's record; the parent sees each opening. A 404 once the child is not booked with
 * the provider (or its 30 days after the last session have passed).
 */
export function getProviderChildRecord(childId: string): Promise<ProviderChildRecord> {
  return apiFetch(`/api/vendor/children/${encodeURIComponent(childId)}/record`, {
    schema: providerChildRecordSchema,
  })
}

export function useProviderChildRecord(childId: string) {
  // Every fetch is an opening the parent reads in the log: fetched once per visit, never again.
  return useQuery(
    queryOptions({
      queryKey: vendorKeys.childRecord(childId),
      queryFn: () => getProviderChildRecord(childId),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  )
}
