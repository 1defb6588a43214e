import { type PromoCode, promoCodeListSchema } from '@afc/contracts'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { LIST_PAGE_SIZE, nextPageParam, type Page } from '@/lib/pages'
import { vendorKeys } from './vendor-query-keys'

/** One page of the provider's promo codes and scholarship places, newest first, with uses. */
export function getPromoCodes(page: number): Promise<Page<PromoCode>> {
  return apiFetch(`/api/vendor/promo-codes?page=${page}&limit=${LIST_PAGE_SIZE}`, {
    schema: promoCodeListSchema,
  })
}

export function promoCodesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: vendorKeys.promoCodes(),
    queryFn: ({ pageParam }) => getPromoCodes(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  })
}

export function usePromoCodes() {
  return useInfiniteQuery(promoCodesQueryOptions())
}
