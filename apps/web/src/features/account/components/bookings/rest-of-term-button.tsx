import type { Booking, RestOfTerm } from '@afc/contracts'
import { toast } from 'sonner'
import { useEnrolInTerm } from '@/components/bookings/api/enrol-in-term'
import { useEnrolmentQuoteOf } from '@/components/bookings/api/get-enrolment-quote'
import { useStartCheckout } from '@/components/bookings/api/start-checkout'
import { ErrorAlert } from '@/components/error-alert'
import { PriceLines } from '@/components/price-lines'
import { RegistrationFields } from '@/components/registration/registration-fields'
import { asksMore, useRegistration } from '@/components/registration/use-registration'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'

/**
 * After a trial class: one click enrols that child in the rest of its term, at the late join's
 * price less the trial's and with the family's discounts (priced by the server's quote, as the
 * enrolment will be), and goes on to pay as any enrolment does. The answers and the waiver
 * given for the trial serve again; only what the term asks beyond them (a question added since,
 * a new version of the waiver) is asked here first.
 */
export function RestOfTermButton({ booking, rest }: { booking: Booking; rest: RestOfTerm }) {
  const enrol = useEnrolInTerm(booking.activity.id)
  const checkout = useStartCheckout()
  const registration = useRegistration(booking.activity.id, {
    onEdit: () => {
      enrol.reset()
      checkout.reset()
    },
  })
  const busy = enrol.isPending || checkout.leaving
  const failure = enrol.error ?? checkout.error
  const kid = { id: rest.childId, firstName: rest.childFirstName }
  const asking = registration.query.isSuccess && asksMore(registration.query.data, [kid])
  const quote = useEnrolmentQuoteOf(rest.termId, { childIds: [rest.childId], extras: [] })
  const discounted = quote.data?.lines.some((line) => line.amountCents < 0) ?? false

  // Awaited rather than given callbacks: once the list refreshes, the trial offers the rest of
  // the term no more and this button unmounts, which would drop a callback.
  const enrolRest = async () => {
    checkout.reset()
    const request = {
      childIds: [rest.childId],
      extras: [],
      ...(registration.query.isSuccess ? { registration: registration.toSend([kid]) } : {}),
    }
    const enrolled = await enrol
      .mutateAsync({ termId: rest.termId, request })
      // A refusal shows below, from the mutation's error.
      .catch(() => null)
    if (!enrolled) return
    if (enrolled.booking.status === 'pending') checkout.mutate(enrolled.booking.id)
    else toast.success(`Enrolled in ${rest.termName}`)
  }

  return (
    <div className="grid gap-3 rounded-xl bg-muted/60 p-3 text-sm sm:p-4">
      <p>
        {rest.termName}: {rest.sessionsLeft} of {rest.sessionCount} sessions left. The trial's price
        counts towards the term's.
      </p>
      {quote.data && discounted && (
        <PriceLines
          lines={quote.data.lines}
          totalCents={quote.data.totalCents}
          label={`Price of the rest of ${rest.termName}`}
          className="rounded-lg bg-card p-3"
        />
      )}
      {asking && (
        <div className="grid gap-3 rounded-lg bg-card p-3">
          <p className="font-medium">Before {kid.firstName} joins the term</p>
          <RegistrationFields state={registration} chosen={[kid]} />
        </div>
      )}
      {failure && (
        <ErrorAlert title="Could not enrol">
          {failureMessage(failure, 'Enrolment failed. Please try again.')}
        </ErrorAlert>
      )}
      <Button className="sm:justify-self-end" disabled={busy} onClick={() => void enrolRest()}>
        {busy
          ? 'Enrolling...'
          : quote.data
            ? `Enrol for the rest of the term · ${formatMoney(quote.data.totalCents)}`
            : 'Enrol for the rest of the term'}
      </Button>
    </div>
  )
}
