import { type Booking, CANCELLATION_POLICY } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { useCancelBooking } from '../../api/cancel-booking'

/** What cancelling means, said two ways: a booking cancelled, or held places let go unpaid. */
function wordingFor(booking: Booking) {
  if (booking.status === 'pending') {
    return {
      action: 'Release places',
      busy: 'Releasing...',
      keep: 'Keep places',
      title: 'Release these places?',
      consequence: `The places held for ${booking.activity.title} go back to other families. Nothing has been charged.`,
      done: 'Places released',
    }
  }
  return {
    action: 'Cancel booking',
    busy: 'Cancelling...',
    keep: 'Keep booking',
    title: 'Cancel this booking?',
    consequence: refundSentence(booking),
    done: 'Booking cancelled',
  }
}

/** What cancelling now gives back, as the server quotes it before anyone confirms. */
function refundSentence(booking: Booking): string {
  const { title } = booking.activity
  const quote = booking.cancellation
  switch (quote?.rule) {
    case 'pro_rata': {
      const sessions = quote.sessionsRefunded ?? 0
      return `You will be refunded ${formatMoney(quote.refundCents)} for the ${sessions} ${
        sessions === 1 ? 'session' : 'sessions'
      } still to come.`
    }
    case 'no_refund_after_start':
      return 'This term gives no refund once it has started: nothing will be refunded.'
    case 'none':
      return `${title}: cancellation is ${CANCELLATION_POLICY.toLowerCase()}, so nothing will be refunded.`
    default: {
      const refund = booking.paidAmountCents - booking.refundedAmountCents
      const credit = (booking.creditUses ?? []).reduce((sum, use) => sum + use.amountCents, 0)
      return `${title}: cancellation is ${CANCELLATION_POLICY.toLowerCase()}.${
        refund > 0 ? ` The full ${formatMoney(refund)} will be refunded to your card.` : ''
      }${credit > 0 ? ` The ${formatMoney(credit)} of credit you used comes back as credit.` : ''}`
    }
  }
}

/**
 * Cancels after a confirmation that states the policy, or releases places held for payment. A
 * refusal (too close to the session) stays in the dialog next to the policy, so the parent sees
 * why.
 */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const cancelBooking = useCancelBooking()
  const words = wordingFor(booking)

  // Awaited rather than given callbacks: once the list refreshes, this booking can no longer be
  // cancelled and this button unmounts, which would drop a callback's toast.
  const confirm = async () => {
    const cancelled = await cancelBooking.mutateAsync(booking.id)
    toast.success(words.done, {
      description:
        cancelled.refundedAmountCents > 0
          ? `A refund of ${formatMoney(cancelled.refundedAmountCents)} has been recorded.`
          : undefined,
    })
  }

  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive">
          {words.action}
        </Button>
      }
      title={words.title}
      description={words.consequence}
      cancelLabel={words.keep}
      confirmLabel={words.action}
      pendingLabel={words.busy}
      onConfirm={confirm}
      failureFallback="Failed to cancel the booking. Please try again."
    />
  )
}
