import { type VendorToCollect, vendorToCollectSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Every plan payment not yet collected, as a spreadsheet download. */
export const toCollectCsvUrl = '/api/vendor/payouts/to-collect.csv'

/** One page of the plan payments families still owe, the soonest due first, with totals. */
export function getPlansToCollect(page: number): Promise<VendorToCollect> {
  return apiFetch(`/api/vendor/payouts/to-collect?page=${page}`, {
    schema: vendorToCollectSchema,
  })
}

export function plansToCollectQueryOptions(page: number) {
  return queryOptions({
    queryKey: vendorKeys.toCollect(page),
    queryFn: () => getPlansToCollect(page),
    placeholderData: keepPreviousData,
  })
}

export function usePlansToCollect(page: number) {
  return useQuery(plansToCollectQueryOptions(page))
}
