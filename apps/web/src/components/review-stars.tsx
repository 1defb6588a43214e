import { Star } from 'lucide-react'

/** One review's rating as five stars, read out as 'N out of 5 stars'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={
            star <= rating ? 'size-4 fill-warm text-warm' : 'size-4 text-muted-foreground/40'
          }
        />
      ))}
    </span>
  )
}
