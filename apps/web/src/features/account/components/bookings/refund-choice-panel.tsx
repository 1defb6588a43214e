import type { Booking, RefundChoice, RefundChoiceInput } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { formatRevenue } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { formatMonthDayTime, formatSessionDate } from '@/lib/session-time'
import { useChooseRefund } from '../../api/choose-refund'

/**
 * What the provider cancelled and what the family paid for it: the booking's session, one
 * session of a term enrolment (its share), or the rest of the term.
 */
function whatWasCancelled(booking: Booking, choice: RefundChoice, amount: string) {
  const provider = booking.provider.businessName
  if (choice.sessionStartsAt) {
    const when = formatSessionDate(choice.sessionStartsAt, booking.session.timeZone)
    return `${provider} cancelled the session on ${when}. Its share of what you paid is ${amount}`
  }
  if (booking.kind === 'term') {
    const term = booking.term?.name ?? 'the term'
    return `${provider} called off the rest of ${term}. You paid ${amount} for the sessions not yet held`
  }
  return `${provider} cancelled this session. You paid ${amount}`
}

/**
 * The provider cancelled and offered credit: the family takes the payment back on the card or
 * as credit with the provider, once. Until then nothing is refunded; after `chooseBy`, the card.
 * A term enrolment may hold several such choices, one per cancelled session.
 */
export function RefundChoicePanel({ booking, choice }: { booking: Booking; choice: RefundChoice }) {
  const choose = useChooseRefund()
  const [failure, setFailure] = useState<string | null>(null)
  const provider = booking.provider.businessName
  const amount = formatRevenue(choice.amountCents)

  if (choice.chosen) {
    return (
      <p className="rounded-xl bg-muted/60 p-3 text-sm">
        {choice.chosen === 'credit'
          ? `${amount} is your credit with ${provider}: it comes off your next booking with them.`
          : `${amount} is refunded to your card.`}
      </p>
    )
  }

  async function pick(input: RefundChoiceInput['choice']) {
    setFailure(null)
    try {
      await choose.mutateAsync({ choiceId: choice.id, input: { choice: input } })
      toast.success(input === 'credit' ? `Credit with ${provider} added` : 'Refund on its way')
    } catch (error) {
      setFailure(failureMessage(error, 'Your choice was not saved. Please try again.'))
    }
  }

  return (
    <section
      aria-label={
        choice.sessionStartsAt
          ? `Refund or credit for the session on ${formatSessionDate(choice.sessionStartsAt, booking.session.timeZone)}`
          : 'Refund or credit'
      }
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <p>
        {whatWasCancelled(booking, choice, amount)}: take it back on your card, or keep it as credit
        with {provider} for any of their activities. If you have not chosen by{' '}
        {formatMonthDayTime(choice.chooseBy, booking.session.timeZone)}, it is refunded to your
        card.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={choose.isPending} onClick={() => pick('credit')}>
          Take credit with {provider}
        </Button>
        <Button variant="outline" disabled={choose.isPending} onClick={() => pick('refund')}>
          Refund to my card
        </Button>
      </div>
      {failure && (
        <p role="alert" className="text-destructive">
          {failure}
        </p>
      )}
    </section>
  )
}
