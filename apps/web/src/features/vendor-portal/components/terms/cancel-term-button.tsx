import { formatMoney, type VendorTerm } from '@afc/contracts'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { useCancelVendorTerm } from '../../api/cancel-vendor-term'
import { pluralize } from '../../lib/plural'

/** Calls off a term's sessions still to come after asking; every family is refunded for them. */
export function CancelTermButton({ term }: { term: VendorTerm }) {
  const cancelTerm = useCancelVendorTerm()

  const confirm = async () => {
    const result = await cancelTerm.mutateAsync(term.id)
    toast.success(
      `${term.name} cancelled: ${pluralize(result.cancelledSessions, 'session')} called off, ${pluralize(result.refundedBookings, 'booking')} refunded ${formatMoney(result.refundedCents)}`,
    )
  }

  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          aria-label={`Cancel term ${term.name} of ${term.activityTitle}`}
        >
          Cancel term
        </Button>
      }
      title="Cancel this term?"
      description={`${term.name} of ${term.activityTitle}. Every family is refunded for the sessions not yet held, which are cancelled, and told by email. This cannot be undone.`}
      cancelLabel="Keep term"
      confirmLabel="Cancel term"
      pendingLabel="Cancelling..."
      onConfirm={confirm}
      failureFallback="Failed to cancel the term. Please try again."
    />
  )
}
