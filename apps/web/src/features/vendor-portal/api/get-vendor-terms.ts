import { type VendorTermRow, vendorTermListSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Terms a provider runs at once are few: the newest 100, of one course or all. */
const TERMS_SHOWN = 100

export async function getVendorTerms(activityId: string | undefined): Promise<VendorTermRow[]> {
  const query = new URLSearchParams({ limit: String(TERMS_SHOWN) })
  if (activityId) query.set('activityId', activityId)
  const page = await apiFetch(`/api/vendor/terms?${query}`, { schema: vendorTermListSchema })
  return page.items
}

export function vendorTermsQueryOptions(activityId: string | undefined) {
  return queryOptions({
    queryKey: vendorKeys.terms(activityId),
    queryFn: () => getVendorTerms(activityId),
  })
}

export function useVendorTerms(activityId: string | undefined) {
  return useQuery(vendorTermsQueryOptions(activityId))
}
