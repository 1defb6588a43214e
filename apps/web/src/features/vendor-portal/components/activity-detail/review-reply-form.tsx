import { type ReviewReplyInput, reviewReplySchema } from '@afc/contracts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { TextareaField } from '@/components/textarea-field'
import { Button } from '@/components/ui/button'
import { failureMessage, showServerFieldErrors } from '@/lib/problem-feedback'
import { useReplyToReview } from '../../api/reply-to-review'

interface ReviewReplyFormProps {
  reviewId: string
  authorFirstName: string
  onCancel: () => void
}

/** The provider's one public answer to a review; the same rules as the server's. */
export function ReviewReplyForm({ reviewId, authorFirstName, onCancel }: ReviewReplyFormProps) {
  const replyToReview = useReplyToReview(reviewId)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { reply: '' },
  })

  const submit = handleSubmit(async (values) => {
    try {
      // On success the cached review carries the reply, which replaces this form.
      await replyToReview.mutateAsync(values)
    } catch (error) {
      showServerFieldErrors(error, ['reply'], setError)
    }
  })
  // Field messages sit under the textarea; anything else (e.g. already replied) above the buttons.
  const summary =
    replyToReview.isError && !errors.reply
      ? failureMessage(replyToReview.error, 'Failed to send your reply. Please try again.')
      : null

  return (
    <form noValidate onSubmit={submit} aria-label={`Reply to ${authorFirstName}`}>
      <fieldset disabled={isSubmitting} className="grid gap-3">
        <TextareaField
          label="Your reply"
          rows={3}
          hint="Shown to the family with their review. You can reply once."
          error={errors.reply?.message}
          {...register('reply')}
        />
        {summary && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {summary}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">{isSubmitting ? 'Sending...' : 'Send reply'}</Button>
        </div>
      </fieldset>
    </form>
  )
}
