import { adminReviewPageSchema } from '@afc/contracts'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { toQueryString } from '../lib/query-string'
import { adminKeys } from './admin-query-keys'

export interface ReviewsQuery {
  hidden?: boolean
  page?: number
}

export function getAdminReviews(query: ReviewsQuery) {
  return apiFetch(`/api/admin/reviews${toQueryString({ ...query })}`, {
    schema: adminReviewPageSchema,
  })
}

export function adminReviewsQueryOptions(query: ReviewsQuery) {
  return queryOptions({
    queryKey: adminKeys.reviews(query),
    queryFn: () => getAdminReviews(query),
    placeholderData: keepPreviousData,
  })
}

export function useAdminReviews(query: ReviewsQuery) {
  return useQuery(adminReviewsQueryOptions(query))
}
