import type { VendorSession } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
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
  const cancelSession = useCancelVendorSession()
  const when = `${formatSessionDate(session.startsAt, session.timeZone)}, ${formatSessionTimeRange(
    session.startsAt,
    session.endsAt,
    session.timeZone,
  )}`

  const confirm = async () => {
    try {
      const { cancelledBookings } = await cancelSession.mutateAsync(session.id)
      toast.success(cancelledMessage(cancelledBookings))
    } catch (error) {
      toast.error('Error', {
        description: failureMessage(error, 'Failed to cancel the session. Please try again.'),
      })
    }
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Cancel session of ${session.activityTitle} on ${when}`}
        >
          Cancel session
        </Button>
      }
      title="Cancel this session?"
      description={`${session.activityTitle} on ${when}. ${
        session.booked > 0
          ? `Its ${pluralize(session.booked, 'booked place')} will be cancelled and the families will be notified by email.`
          : 'Any bookings for it will be cancelled and the families will be notified by email.'
      } This cannot be undone.`}
      cancelLabel="Keep session"
      confirmLabel="Cancel session"
      pendingLabel="Cancelling..."
      onConfirm={confirm}
    />
  )
}
