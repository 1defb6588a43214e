import {
  type VendorReviewListQuery,
  type VendorReviewPage,
  vendorReviewPageSchema,
} from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** Reviews of the provider's activities, newest first; the server pages and scopes them. */
export function getVendorReviews(query: VendorReviewListQuery): Promise<VendorReviewPage> {
  const params = new URLSearchParams()
  if (query.activityId) params.set('activityId', query.activityId)
  if (query.page) params.set('page', String(query.page))
  const search = params.toString()
  return apiFetch(`/api/vendor/reviews${search ? `?${search}` : ''}`, {
    schema: vendorReviewPageSchema,
  })
}

export function vendorReviewsQueryOptions(query: VendorReviewListQuery) {
  return queryOptions({
    queryKey: vendorKeys.reviews(query),
    queryFn: () => getVendorReviews(query),
  })
}

export function useVendorReviews(query: VendorReviewListQuery) {
  return useQuery(vendorReviewsQueryOptions(query))
}
