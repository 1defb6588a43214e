import type { WaitlistEntry } from '@afc/contracts'
import { CreditCard } from 'lucide-react'
import { toast } from 'sonner'
import { RegistrationFields } from '@/components/registration/registration-fields'
import { useRegistration } from '@/components/registration/use-registration'
import { Button } from '@/components/ui/button'
import { failureMessage } from '@/lib/problem-feedback'
import { useAcceptOffer } from '../../api/accept-offer'
import { useDeclineOffer } from '../../api/decline-offer'

/**
 * The activity's questions and waiver, as booking asks them, then "Book these places" and "No
 * thanks". A paid offer goes on to the checkout; a free one is booked at once. A refusal (an
 * answer missing, the offer ran out meanwhile) is said under the buttons until the parent
 * changes an answer.
 */
export function OfferActions({ entry }: { entry: WaitlistEntry }) {
  const accept = useAcceptOffer()
  const decline = useDeclineOffer()
  const registration = useRegistration(entry.activity.id, { onEdit: () => accept.reset() })
  const paid = (entry.offer?.totalAmountCents ?? 0) > 0
  const busy = accept.leaving || decline.isPending
  const error = accept.error ?? decline.error

  const book = () => {
    decline.reset()
    accept.mutate(
      { entry, registration: registration.toSend(entry.participants) },
      {
        onSuccess: ({ checkoutUrl }) => {
          if (!checkoutUrl) toast.success('Booking successful!')
        },
      },
    )
  }
  const noThanks = () => {
    accept.reset()
    decline.mutate(entry, {
      onSuccess: () =>
        toast.success('Offer passed on', { description: 'The next family in line gets it.' }),
    })
  }

  return (
    <div className="grid gap-3">
      <RegistrationFields state={registration} chosen={entry.participants} />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button disabled={busy} onClick={book}>
          {paid && <CreditCard aria-hidden="true" />}
          {accept.leaving ? (paid ? 'Opening payment...' : 'Booking...') : 'Book these places'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={noThanks}>
          {decline.isPending ? 'Passing it on...' : 'No thanks'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {failureMessage(error, 'Something went wrong with this offer. Please try again.')}
        </p>
      )}
    </div>
  )
}
