import { type PublicVendor, publicVendorSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { shouldRetry } from '@/lib/query-client'

const FIVE_MINUTES = 5 * 60 * 1000

/** An approved provider's public page with its public activities. */
export function getVendor(id: string, signal?: AbortSignal): Promise<PublicVendor> {
  return apiFetch(`/api/vendors/${encodeURIComponent(id)}`, { schema: publicVendorSchema, signal })
}

export function vendorQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['vendors', 'public', id],
    queryFn: ({ signal }) => getVendor(id, signal),
    staleTime: FIVE_MINUTES,
    retry: (failureCount, error) => shouldRetry(failureCount, error, 1),
  })
}

export function useVendor(id: string) {
  return useQuery(vendorQueryOptions(id))
}

/** Missing, not approved, or a malformed id in the URL: all read as 'no such provider'. */
export function isVendorMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400)
}
