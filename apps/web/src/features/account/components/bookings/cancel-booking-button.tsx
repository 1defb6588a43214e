import { type Booking, CANCELLATION_POLICY } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { useCancelBooking } from '../../api/cancel-booking'

/**
 * Cancels after a confirmation that states the policy. A refusal (too close to the session)
 * stays in the dialog next to the policy, so the parent sees why.
 */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false)
  const cancelBooking = useCancelBooking()
  const paid = booking.totalAmountCents > 0

  const openChange = (next: boolean) => {
    if (!next) cancelBooking.reset()
    setOpen(next)
  }

  // Awaited rather than given callbacks: once the list refreshes, this booking can no longer be
  // cancelled and this button unmounts, which would drop a callback's toast.
  const confirm = async () => {
    let cancelled: Booking
    try {
      cancelled = await cancelBooking.mutateAsync(booking.id)
    } catch {
      return // The dialog shows the refusal from the mutation's error.
    }
    setOpen(false)
    toast.success('Booking cancelled', {
      description:
        cancelled.refundedAmountCents > 0
          ? `A refund of ${formatMoney(cancelled.refundedAmountCents)} has been recorded.`
          : undefined,
    })
  }

  return (
    <AlertDialog open={open} onOpenChange={openChange}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="text-destructive hover:text-destructive">
          Cancel booking
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this booking?</AlertDialogTitle>
          <AlertDialogDescription>
            {booking.activity.title}: cancellation is {CANCELLATION_POLICY.toLowerCase()}.
            {paid && ` The full ${formatMoney(booking.totalAmountCents)} will be refunded.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {cancelBooking.isError && (
          <p role="alert" className="font-medium text-destructive text-sm">
            {failureMessage(cancelBooking.error, 'Failed to cancel the booking. Please try again.')}
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Keep booking</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={cancelBooking.isPending}
            onClick={() => void confirm()}
          >
            {cancelBooking.isPending ? 'Cancelling...' : 'Cancel booking'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
