import { Star } from 'lucide-react'
import { pluralize } from '../../lib/plural'

interface StarRatingProps {
  averageRating: number | null
  reviewCount: number
}

/** The average of real reviews, or an honest 'No reviews yet'. */
export function StarRating({ averageRating, reviewCount }: StarRatingProps) {
  if (averageRating === null || reviewCount === 0) {
    return <span className="text-muted-foreground text-sm">No reviews yet</span>
  }
  const rating = averageRating.toFixed(1)
  return (
    <span
      className="flex items-center gap-1 text-sm"
      role="img"
      aria-label={`Rated ${rating} out of 5 from ${pluralize(reviewCount, 'review')}`}
    >
      <Star className="size-4 fill-warm text-warm" aria-hidden="true" />
      <span className="font-medium">{rating}</span>
      <span className="text-muted-foreground">({reviewCount})</span>
    </span>
  )
}
