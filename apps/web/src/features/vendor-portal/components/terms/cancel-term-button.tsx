import { formatMoney, type VendorTerm } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmAction } from '@/components/confirm-action'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { useCancelVendorTerm } from '../../api/cancel-vendor-term'
import { pluralize } from '../../lib/plural'

/**
 * Calls off a term's sessions still to come after asking. Every family is refunded for them, or,
 * when the provider offers it (ticked at first), chooses a refund or a credit with the provider.
 */
export function CancelTermButton({ term }: { term: VendorTerm }) {
  const cancelTerm = useCancelVendorTerm()
  const [offerCredit, setOfferCredit] = useState(true)

  const confirm = async () => {
    const result = await cancelTerm.mutateAsync({ id: term.id, request: { offerCredit } })
    const sessions = `${term.name} cancelled: ${pluralize(result.cancelledSessions, 'session')} called off`
    toast.success(
      offerCredit
        ? `${sessions}. Each family chooses a refund or a credit with you.`
        : `${sessions}, ${pluralize(result.refundedBookings, 'booking')} refunded ${formatMoney(result.refundedCents)}`,
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
      description={`${term.name} of ${term.activityTitle}. The sessions not yet held are cancelled and every family is told by email: refunded for them, or choosing a refund or a credit with you. This cannot be undone.`}
      cancelLabel="Keep term"
      confirmLabel="Cancel term"
      pendingLabel="Cancelling..."
      onConfirm={confirm}
      failureFallback="Failed to cancel the term. Please try again."
      onOpenChange={() => setOfferCredit(true)}
    >
      <div className="flex items-start gap-2">
        <Checkbox
          id={`offer-credit-term-${term.id}`}
          checked={offerCredit}
          onCheckedChange={(checked) => setOfferCredit(checked === true)}
        />
        <Label htmlFor={`offer-credit-term-${term.id}`} className="font-normal leading-snug">
          Let families keep what they paid as credit with you instead of a refund (each family
          chooses)
        </Label>
      </div>
    </ConfirmAction>
  )
}
