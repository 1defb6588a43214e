import type { Booking } from '@afc/contracts'
import { Star } from 'lucide-react'

type Review = NonNullable<Booking['review']>

/** The family's own review of a past booking. */
export function BookingReview({ review }: { review: Review }) {
  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="flex items-center gap-2">
        <span className="font-medium">Your review</span>
        <span
          role="img"
          aria-label={`${review.rating} out of 5 stars`}
          className="inline-flex gap-0.5"
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              aria-hidden="true"
              className={
                star <= review.rating
                  ? 'size-4 fill-warm text-warm'
                  : 'size-4 text-muted-foreground/40'
              }
            />
          ))}
        </span>
      </p>
      {review.comment && <p className="text-muted-foreground">“{review.comment}”</p>}
    </div>
  )
}
