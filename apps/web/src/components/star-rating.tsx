import { Star } from 'lucide-react'
import { cn } from '@/lib/utils'
import { formatRating, ratingDescription } from './activity-labels'

interface StarRatingProps {
  averageRating: number | null
  reviewCount: number
  /** Spell out the count ('12 reviews') where there is room, as on the detail page. */
  showReviewWord?: boolean
  className?: string
}

/** '★ 4.5 (12)' from real reviews, or 'No reviews yet'. */
export function StarRating({
  averageRating,
  reviewCount,
  showReviewWord = false,
  className,
}: StarRatingProps) {
  if (averageRating == null || reviewCount === 0) {
    return <span className={cn('text-muted-foreground text-sm', className)}>No reviews yet</span>
  }
  const count = showReviewWord
    ? `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`
    : reviewCount
  return (
    <span
      role="img"
      aria-label={ratingDescription(averageRating, reviewCount)}
      className={cn('inline-flex items-center gap-1 text-sm', className)}
    >
      <Star className="size-4 fill-warm text-warm" aria-hidden="true" />
      <span className="font-semibold">{formatRating(averageRating)}</span>
      <span className="text-muted-foreground">({count})</span>
    </span>
  )
}
