import type { Booking, PlanProgress } from '@afc/contracts'
import { CreditCard } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { formatMonthDay } from '@/lib/session-time'
import { useStartPlanCheckout } from '../../api/start-plan-checkout'

/** "Paid $200.00 of $600.00 · next $200.00 on Apr 1": the next date on the venue's calendar. */
export function planProgressLine(plan: PlanProgress, timeZone: string) {
  const paid = `Paid ${formatMoney(plan.paidCents)} of ${formatMoney(plan.totalCents)}`
  if (!plan.next) return paid
  return `${paid} · next ${formatMoney(plan.next.amountCents)} on ${formatMonthDay(plan.next.dueAt, timeZone)}`
}

const NOTICES: Record<NonNullable<PlanProgress['attention']>, (amount: string) => string> = {
  failed: (amount) =>
    `Your payment of ${amount} did not go through: the card was refused. Pay it now to keep your place.`,
  requires_action: (amount) =>
    `Your bank asks you to confirm the payment of ${amount}. Pay it now to keep your place.`,
  due: (amount) => `A payment of ${amount} is due now.`,
}

/**
 * A booking paid over time on My Bookings: what is paid, the next payment, a notice with "Pay
 * now" when a payment failed or is due (to the plan's payment page), and paying the balance early.
 */
export function PlanProgressPanel({ booking, plan }: { booking: Booking; plan: PlanProgress }) {
  const pay = useStartPlanCheckout()
  const payPage = `/bookings/${booking.id}/pay`
  return (
    <section
      aria-label="Payment plan"
      className="grid gap-3 rounded-xl border bg-muted/30 p-3 text-sm sm:p-4"
    >
      <p className="flex items-start gap-2">
        <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{planProgressLine(plan, booking.session.timeZone)}</span>
      </p>
      {plan.attention && (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <p>{NOTICES[plan.attention](formatMoney(plan.dueNowCents))}</p>
          <Button asChild>
            <Link to={payPage}>Pay now</Link>
          </Button>
        </div>
      )}
      {pay.error && (
        <p role="alert" className="text-destructive">
          {failureMessage(pay.error, 'The payment could not be started. Please try again.')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button asChild variant="ghost">
          <Link to={payPage}>See every payment</Link>
        </Button>
        {plan.balanceCents > 0 && (
          <Button
            variant="outline"
            disabled={pay.leaving}
            onClick={() => pay.mutate({ bookingId: booking.id, request: { pay: 'balance' } })}
          >
            Pay the balance, {formatMoney(plan.balanceCents)}
          </Button>
        )}
      </div>
    </section>
  )
}
