import type { VendorSession } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { formatSessionDate, formatSessionTimeRange } from '@/lib/session-time'
import { useCancelVendorSession } from '../../api/cancel-vendor-session'
import { pluralize } from '../../lib/plural'

function cancelledMessage(cancelledBookings: number): string {
  if (cancelledBookings === 0) return 'Session cancelled'
  return `${pluralize(cancelledBookings, 'booking')} cancelled and families notified`
}

export function CancelSessionButton({ session }: { session: VendorSession }) {
  const [open, setOpen] = useState(false)
  const cancelSession = useCancelVendorSession()
  const when = `${formatSessionDate(session.startsAt, session.timeZone)}, ${formatSessionTimeRange(
    session.startsAt,
    session.endsAt,
    session.timeZone,
  )}`

  const confirm = () =>
    cancelSession.mutate(session.id, {
      onSuccess: ({ cancelledBookings }) => {
        setOpen(false)
        toast.success(cancelledMessage(cancelledBookings))
      },
      onError: (error) => {
        setOpen(false)
        toast.error('Error', {
          description: failureMessage(error, 'Failed to cancel the session. Please try again.'),
        })
      },
    })

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Cancel session of ${session.activityTitle} on ${when}`}
        >
          Cancel session
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this session?</AlertDialogTitle>
          <AlertDialogDescription>
            {session.activityTitle} on {when}.{' '}
            {session.booked > 0
              ? `Its ${pluralize(session.booked, 'booked place')} will be cancelled and the families will be notified by email.`
              : 'Any bookings for it will be cancelled and the families will be notified by email.'}{' '}
            This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelSession.isPending}>Keep session</AlertDialogCancel>
          <AlertDialogAction
            disabled={cancelSession.isPending}
            onClick={(event) => {
              event.preventDefault()
              confirm()
            }}
          >
            {cancelSession.isPending ? 'Cancelling...' : 'Cancel session'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
