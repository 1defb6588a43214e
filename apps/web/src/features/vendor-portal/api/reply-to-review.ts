import {
  type ReviewReplyInput,
  type VendorReview,
  type VendorReviewPage,
  vendorReviewSchema,
} from '@afc/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { vendorKeys } from './vendor-query-keys'

/** The provider's one reply to a review; a second one is refused with a 409. */
export function replyToReview(reviewId: string, input: ReviewReplyInput): Promise<VendorReview> {
  return apiFetch(`/api/vendor/reviews/${encodeURIComponent(reviewId)}/reply`, {
    method: 'POST',
    body: input,
    schema: vendorReviewSchema,
  })
}

export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReviewReplyInput) => replyToReview(reviewId, input),
    onSuccess: (answered) => {
      // Every cached page holding this review shows the reply at once, without a refetch.
      queryClient.setQueriesData<VendorReviewPage>(
        { queryKey: [...vendorKeys.all, 'reviews'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((review) => (review.id === answered.id ? answered : review)),
          },
      )
    },
  })
}
