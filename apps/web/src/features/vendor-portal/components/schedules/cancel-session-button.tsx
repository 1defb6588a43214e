import type { VendorSession } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
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
  // Families who booked choose a refund or a credit with the provider, unless it is unticked.
  const [offerCredit, setOfferCredit] = useState(true)
  const creditOffer = session.booked > 0 && offerCredit ? { offerCredit: true } : {}
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
        remedy: { ...read.input, ...creditOffer },
      })
      toast.success(
        read.input.remedy === 'make_up'
          ? 'Session cancelled and a make-up session added'
          : cancelledMessage(cancelledBookings),
      )
      return
    }
    try {
      const { cancelledBookings } = await cancelSession.mutateAsync({
        id: session.id,
        ...('offerCredit' in creditOffer ? { remedy: { remedy: 'refund', ...creditOffer } } : {}),
      })
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
        setOfferCredit(true)
      }}
    >
      {asksRemedy && (
        <TermSessionRemedy termName={termName} draft={draft} onChange={setDraft} errors={errors} />
      )}
      {session.booked > 0 && (
        <div className="flex items-start gap-2">
          <Checkbox
            id={`offer-credit-${session.id}`}
            checked={offerCredit}
            onCheckedChange={(checked) => setOfferCredit(checked === true)}
          />
          <Label htmlFor={`offer-credit-${session.id}`} className="font-normal leading-snug">
            Let families keep what they paid as credit with you instead of a refund (each family
            chooses)
          </Label>
        </div>
      )}
    </ConfirmAction>
  )
}
