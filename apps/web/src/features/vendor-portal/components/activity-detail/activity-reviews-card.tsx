import { useState } from 'react'
import { ErrorAlert } from '@/components/error-alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { failureMessage } from '@/lib/problem-feedback'
import { useVendorReviews } from '../../api/get-vendor-reviews'
import { ReviewItem } from './review-item'

/** What families said about this activity, newest first, with the provider's replies. */
export function ActivityReviewsCard({ activityId }: { activityId: string }) {
  const [page, setPage] = useState(1)
  const reviews = useVendorReviews({ activityId, page })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
        <CardDescription>What families said; you can reply once to each review</CardDescription>
      </CardHeader>
      <CardContent>
        {reviews.isPending ? (
          <p className="text-muted-foreground text-sm">Loading reviews...</p>
        ) : reviews.isError ? (
          <ErrorAlert title="Error">
            {failureMessage(reviews.error, 'Failed to load the reviews. Please try again later.')}
          </ErrorAlert>
        ) : reviews.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">No reviews yet</p>
        ) : (
          <>
            <ul className="divide-y">
              {reviews.data.items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {reviews.data.pageCount > 1 && (
              <nav aria-label="Review pages" className="mt-4 flex items-center justify-between">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </Button>
                <span className="text-muted-foreground text-sm">
                  Page {reviews.data.page} of {reviews.data.pageCount}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= reviews.data.pageCount}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
