import { formatMoney, type RunDecision, type RunDecisionResult } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { pluralize } from '../../lib/plural'

interface RunDecisionButtonsProps {
  /** 'Spring 2027 of Ballet Basics', 'Watercolor Adventures on Sat, Mar 14, 2026'. */
  name: string
  /** 'term' or 'session': what runs or not. */
  of: 'term' | 'session'
  minPlaces: number
  confirmedPlaces: number
  decide: (decision: RunDecision) => Promise<RunDecisionResult>
}

function decidedMessage(name: string, result: RunDecisionResult): string {
  if (result.decision === 'runs') return `${name} runs: families are told it's on`
  return `${name} cancelled: ${pluralize(result.refundedBookings, 'booking')} refunded ${formatMoney(result.refundedCents)}`
}

/**
 * 'Run it anyway' and 'Cancel now' before the decision time, each after a dialog that says what
 * follows; a refusal shows inside the dialog.
 */
export function RunDecisionButtons({
  name,
  of,
  minPlaces,
  confirmedPlaces,
  decide,
}: RunDecisionButtonsProps) {
  const confirm = (decision: RunDecision) => async () => {
    toast.success(decidedMessage(name, await decide(decision)))
  }
  const places = `${confirmedPlaces} of ${minPlaces} places`

  return (
    <>
      <ConfirmAction
        trigger={
          <Button variant="outline" size="sm" aria-label={`Run it anyway: ${name}`}>
            Run it anyway
          </Button>
        }
        title="Run it anyway?"
        description={`${name} runs with ${places} taken so far, whatever the number. Every family booked is told it's on, and it can no longer be cancelled for too few places.`}
        cancelLabel={`Back`}
        confirmLabel="Run it anyway"
        pendingLabel="Saving..."
        destructive={false}
        onConfirm={confirm('runs')}
        failureFallback={`Failed to decide whether the ${of} runs. Please try again.`}
      />
      <ConfirmAction
        trigger={
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            aria-label={`Cancel now: ${name}`}
          >
            Cancel now
          </Button>
        }
        title="Cancel now for too few places?"
        description={`${name} has ${places}. Cancelling now calls it off: every family is refunded in full, extras included, told by email and offered other places to book, and its waiting list is closed. This cannot be undone.`}
        cancelLabel={`Keep ${of}`}
        confirmLabel="Cancel now"
        pendingLabel="Cancelling..."
        onConfirm={confirm('cancelled')}
        failureFallback={`Failed to cancel the ${of}. Please try again.`}
      />
    </>
  )
}
