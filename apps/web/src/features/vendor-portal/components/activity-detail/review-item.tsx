import type { VendorReview } from '@afc/contracts'
import { EyeOff, MessageSquareReply } from 'lucide-react'
import { useState } from 'react'
import { ReviewStars } from '@/components/review-stars'
import { Button } from '@/components/ui/button'
import { ReviewReplyForm } from './review-reply-form'

// The date a review was written is the same everywhere, so the browser's own calendar is fine.
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  )

/** One review with the provider's reply, or a way to write it. */
export function ReviewItem({ review }: { review: VendorReview }) {
  const [replying, setReplying] = useState(false)
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <ReviewStars rating={review.rating} />
        <span className="font-medium">{review.authorFirstName}</span>
        <time dateTime={review.createdAt} className="text-muted-foreground">
          {formatDate(review.createdAt)}
        </time>
      </div>
      {review.isHidden && (
        <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
          <EyeOff className="size-3.5" aria-hidden="true" />
          Hidden by an admin
        </p>
      )}
      {review.comment && <p className="text-sm">“{review.comment}”</p>}
      {review.reply ? (
        <div className="grid gap-1 border-primary/40 border-l-2 pl-3 text-sm">
          <p className="font-medium">
            Your reply{' '}
            <time dateTime={review.reply.repliedAt} className="font-normal text-muted-foreground">
              · {formatDate(review.reply.repliedAt)}
            </time>
          </p>
          <p className="whitespace-pre-line text-muted-foreground">{review.reply.text}</p>
        </div>
      ) : replying ? (
        <ReviewReplyForm
          reviewId={review.id}
          authorFirstName={review.authorFirstName}
          onCancel={() => setReplying(false)}
        />
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={`Reply to ${review.authorFirstName}`}
          onClick={() => setReplying(true)}
        >
          <MessageSquareReply aria-hidden="true" />
          Reply
        </Button>
      )}
    </li>
  )
}
