import { type Booking, reviewInputSchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { failureMessage } from '@/lib/problem-feedback'
import { type ReviewInput, useReviewBooking } from '../../api/review-booking'
import { StarRatingInput } from './star-rating-input'

type ReviewValues = z.output<typeof reviewInputSchema>

export function ReviewDialog({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false)
  const reviewBooking = useReviewBooking()
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { comment: '' },
  })

  const submit = handleSubmit(async ({ rating, comment }) => {
    try {
      await reviewBooking.mutateAsync({
        id: booking.id,
        input: { rating, comment: comment ?? '' },
      })
      setOpen(false)
      toast.success('Thank you for your review!')
    } catch {
      // Shown in the form from the mutation's error: the server says why (e.g. too early).
    }
  })

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reviewBooking.reset()
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>
        <Button>Leave a review</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Review {booking.activity.title}</DialogTitle>
          <DialogDescription>
            How was it? Your rating helps other families and {booking.provider.businessName}.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} aria-label="Review">
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <StarRatingInput
              value={Number(watch('rating') ?? 0)}
              registration={register('rating')}
              error={errors.rating?.message}
            />
            <TextareaField
              label="Comment (optional)"
              rows={4}
              placeholder="What did your child enjoy?"
              error={errors.comment?.message}
              {...register('comment')}
            />
            {reviewBooking.isError && (
              <p role="alert" className="font-medium text-destructive text-sm">
                {failureMessage(
                  reviewBooking.error,
                  'Failed to send your review. Please try again.',
                )}
              </p>
            )}
            <Button type="submit" className="sm:justify-self-end">
              {isSubmitting ? 'Sending...' : 'Submit review'}
            </Button>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  )
}
