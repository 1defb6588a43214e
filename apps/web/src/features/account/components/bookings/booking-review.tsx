import type { Booking } from '@afc/contracts'
import { ReviewStars } from '@/components/review-stars'

type Review = NonNullable<Booking['review']>

/** The family's own review of a past booking, with the provider's reply once there is one. */
export function BookingReview({ review, providerName }: { review: Review; providerName: string }) {
  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="flex items-center gap-2">
        <span className="font-medium">Your review</span>
        <ReviewStars rating={review.rating} />
      </p>
      {review.comment && <p className="text-muted-foreground">“{review.comment}”</p>}
      {review.reply && (
        <div className="mt-1 grid gap-1 border-primary/40 border-l-2 pl-3">
          <p className="font-medium">Reply from {providerName}</p>
          <p className="whitespace-pre-line text-muted-foreground">{review.reply.text}</p>
        </div>
      )}
    </div>
  )
}
