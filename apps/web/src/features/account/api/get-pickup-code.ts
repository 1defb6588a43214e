import { pickupCodeResponseSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** The family's 4-digit pickup code, which a provider may ask for at check-out. */
export async function getPickupCode(signal?: AbortSignal): Promise<string> {
  const { code } = await apiFetch('/api/pickup-code', { schema: pickupCodeResponseSchema, signal })
  return code
}

export function pickupCodeQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.pickupCode(),
    queryFn: ({ signal }) => getPickupCode(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function usePickupCode() {
  return useQuery(pickupCodeQueryOptions())
}
