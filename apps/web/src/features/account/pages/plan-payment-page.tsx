import type { BookingPlan, PlanPaymentStatus } from '@afc/contracts'
import { Link, useParams, useSearchParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { PageHeader } from '@/components/page-header'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { isApiError } from '@/lib/api-error'
import { formatMoney } from '@/lib/money'
import { failureMessage } from '@/lib/problem-feedback'
import { knownTimeZone } from '@/lib/session-time'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useChangePlanCard } from '../api/change-plan-card'
import { useBookingPlan } from '../api/get-booking-plan'
import { useStartPlanCheckout } from '../api/start-plan-checkout'

const STATUS_WORDS: Record<PlanPaymentStatus, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Not paid: card refused',
  requires_action: 'Waiting for you to confirm',
  cancelled: 'Stopped',
}

/** 'May 1, 2026' on the venue's calendar, where the payment is taken. */
const dateLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: knownTimeZone(timeZone),
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso))

/** Where the failed-payment mail's link lands: the plan's payments, and paying what is due. */
export function PlanPaymentPage() {
  useDocumentTitle('Your payment plan')
  const bookingId = useParams().bookingId ?? ''
  const plan = useBookingPlan(bookingId)

  return (
    <PageContainer className="max-w-xl space-y-6">
      <PageHeader title="Your payment plan" subtitle="Every payment, its date and what is due." />
      {plan.isPending && (
        <>
          <LoadingStatus label="Loading your payment plan..." />
          <Skeleton className="h-64 w-full rounded-xl" />
        </>
      )}
      {plan.isError &&
        (isApiError(plan.error) && plan.error.status === 404 ? (
          <ErrorAlert title="This payment plan could not be found">
            <p>
              The link may be mistyped, or the booking belongs to another account. Your bookings are
              on{' '}
              <Link to="/bookings" className="font-medium underline">
                My Bookings
              </Link>
              .
            </p>
          </ErrorAlert>
        ) : (
          <QueryError
            error={plan.error}
            what="your payment plan"
            fallback="Failed to load your payment plan. Please try again."
            onRetry={() => void plan.refetch()}
          />
        ))}
      {plan.isSuccess && <PlanDetails plan={plan.data} />}
    </PageContainer>
  )
}

function PlanDetails({ plan }: { plan: BookingPlan }) {
  const [search] = useSearchParams()
  const pay = useStartPlanCheckout()
  const card = useChangePlanCard()
  const next = plan.payments.find((payment) => payment.status === 'scheduled')
  const start = (what: 'due' | 'balance') =>
    pay.mutate({ bookingId: plan.bookingId, request: { pay: what } })
  return (
    <article aria-labelledby="plan-title" className="grid gap-4 rounded-2xl border bg-card p-5">
      <div className="grid gap-1">
        <h2 id="plan-title" className="font-semibold text-xl">
          {plan.activityTitle}
        </h2>
        <p className="text-sm">
          Paid {formatMoney(plan.paidCents)} of {formatMoney(plan.totalCents)}
          {next
            ? ` · next ${formatMoney(next.amountCents)} on ${dateLabel(next.dueAt, plan.timeZone)}`
            : ''}
        </p>
      </div>
      {search.get('paid') === '1' && (
        <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm">
          Thank you: your payment is being confirmed.
        </p>
      )}
      {search.get('card') === '1' && (
        <p role="status" className="rounded-lg bg-primary/10 p-3 text-sm">
          Your new card is saved: the payments still to come are charged to it.
        </p>
      )}
      <ol className="grid gap-2 text-sm">
        {plan.payments.map((payment) => (
          <li
            key={payment.id}
            className="grid gap-0.5 rounded-lg border p-3 sm:grid-cols-[1fr_auto]"
          >
            <span className="font-medium">
              {formatMoney(payment.amountCents)} · {dateLabel(payment.dueAt, plan.timeZone)}
            </span>
            <span className="text-muted-foreground">{STATUS_WORDS[payment.status]}</span>
            {payment.lastError && payment.status !== 'paid' && (
              <span className="text-destructive sm:col-span-2">{payment.lastError}</span>
            )}
          </li>
        ))}
      </ol>
      {pay.error && (
        <p role="alert" className="text-destructive text-sm">
          {failureMessage(pay.error, 'The payment could not be started. Please try again.')}
        </p>
      )}
      {card.error && (
        <p role="alert" className="text-destructive text-sm">
          {failureMessage(card.error, 'The card could not be changed. Please try again.')}
        </p>
      )}
      <div className="grid gap-2 sm:grid-flow-col">
        {plan.dueNowCents > 0 && (
          <Button disabled={pay.leaving} onClick={() => start('due')}>
            Pay {formatMoney(plan.dueNowCents)} now
          </Button>
        )}
        {plan.balanceCents > 0 && (
          <Button
            variant={plan.dueNowCents > 0 ? 'outline' : 'default'}
            disabled={pay.leaving}
            onClick={() => start('balance')}
          >
            Pay the balance, {formatMoney(plan.balanceCents)}
          </Button>
        )}
      </div>
      <div className="grid gap-2 border-t pt-4 sm:grid-cols-[1fr_auto] sm:items-center">
        <p className="text-muted-foreground text-xs">
          The card you pay with is kept for the payments still to come.
        </p>
        {plan.balanceCents > 0 && (
          <Button
            variant="ghost"
            disabled={card.leaving || pay.leaving}
            onClick={() => card.mutate(plan.bookingId)}
          >
            Change card
          </Button>
        )}
      </div>
    </article>
  )
}
