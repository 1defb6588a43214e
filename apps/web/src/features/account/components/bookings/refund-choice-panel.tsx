import type { Booking, RefundChoice, RefundChoiceInput } from '@afc/contracts'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { formatRevenue } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { useChooseRefund } from '../../api/choose-refund'

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

/**
 * The provider cancelled and offered credit: the family takes the payment back on the card or
 * as credit with the provider, once. Until then nothing is refunded; after `chooseBy`, the card.
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
      aria-label="Refund or credit"
      className="grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
    >
      <p>
        {provider} cancelled this session. You paid {amount}: take it back on your card, or keep it
        as credit with {provider} for any of their activities. If you have not chosen by{' '}
        {day(choice.chooseBy)}, it is refunded to your card.
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
