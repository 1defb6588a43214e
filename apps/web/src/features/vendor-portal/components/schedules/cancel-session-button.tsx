import type { VendorSession } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { formatSessionDate, formatSessionTimeRange } from '@/lib/session-time'
import { useCancelVendorSession } from '../../api/cancel-vendor-session'
import { pluralize } from '../../lib/plural'
import { NO_REMEDY_YET, readRemedy, TermSessionRemedy } from './term-session-remedy'

function cancelledMessage(cancelledBookings: number): string {
  if (cancelledBookings === 0) return 'Session cancelled'
  return `${pluralize(cancelledBookings, 'booking')} cancelled and families notified`
}

interface CancelSessionButtonProps {
  session: VendorSession
  /** The term the session belongs to, whose families get a refund or a make-up session. */
  termName?: string | undefined
}

export function CancelSessionButton({ session, termName }: CancelSessionButtonProps) {
  const cancelSession = useCancelVendorSession()
  const [draft, setDraft] = useState(NO_REMEDY_YET)
  const [errors, setErrors] = useState({})
  const asksRemedy = termName !== undefined && session.booked > 0
  const when = `${formatSessionDate(session.startsAt, session.timeZone)}, ${formatSessionTimeRange(
    session.startsAt,
    session.endsAt,
    session.timeZone,
  )}`

  const confirm = async () => {
    if (asksRemedy) {
      const read = readRemedy(draft)
      if ('errors' in read) {
        setErrors(read.errors)
        return false
      }
      setErrors({})
      // A refusal (the make-up's time is taken, say) shows inside the dialog.
      const { cancelledBookings } = await cancelSession.mutateAsync({
        id: session.id,
        remedy: read.input,
      })
      toast.success(
        read.input.remedy === 'make_up'
          ? 'Session cancelled and a make-up session added'
          : cancelledMessage(cancelledBookings),
      )
      return
    }
    try {
      const { cancelledBookings } = await cancelSession.mutateAsync({ id: session.id })
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
        asksRemedy
          ? `A session of ${termName}: the families with a place in it will be notified by email.`
          : session.booked > 0
            ? `Its ${pluralize(session.booked, 'booked place')} will be cancelled and the families will be notified by email.`
            : 'Any bookings for it will be cancelled and the families will be notified by email.'
      } This cannot be undone.`}
      cancelLabel="Keep session"
      confirmLabel="Cancel session"
      pendingLabel="Cancelling..."
      onConfirm={confirm}
      failureFallback="Failed to cancel the session. Please try again."
      onOpenChange={() => {
        setDraft(NO_REMEDY_YET)
        setErrors({})
      }}
    >
      {asksRemedy && (
        <TermSessionRemedy termName={termName} draft={draft} onChange={setDraft} errors={errors} />
      )}
    </ConfirmAction>
  )
}
