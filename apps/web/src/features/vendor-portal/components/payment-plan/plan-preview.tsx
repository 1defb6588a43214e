import {
  DEFAULT_PLAN_MIN_DAYS_AHEAD,
  formatMoney,
  type PlanFormInput,
  planFormSchema,
  planSchedule,
} from '@afc/contracts'

const DAY_MS = 86_400_000

interface PlanPreviewProps {
  values: PlanFormInput
  priceCents: number
  /** The term's first session; null for single sessions, whose dates differ per booking. */
  startsAt: string | null
  timeZone: string
  /** What the price is called: 'the term price', 'a session'. */
  priceName: string
}

const dateAt = (date: Date, timeZone: string) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })

/**
 * What families booking today would pay, and when, for the price: the same split the server
 * makes, so the provider sees it before saving. Without a start date (single sessions), the
 * amounts, with the dates said relative to each session. Nothing while the form is incomplete.
 */
export function PlanPreview({
  values,
  priceCents,
  startsAt,
  timeZone,
  priceName,
}: PlanPreviewProps) {
  const parsed = planFormSchema.safeParse(values)
  if (!parsed.success) return null
  const { plan } = parsed.data
  const now = new Date()
  let body: React.ReactNode
  if (plan.kind === 'none') {
    body = <p>Families pay {formatMoney(priceCents)} in full when they book.</p>
  } else {
    const start = startsAt ? new Date(startsAt) : new Date(now.getTime() + 365 * DAY_MS)
    const schedule = planSchedule({ plan, totalCents: priceCents, startsAt: start, now })
    if (!schedule.ok) {
      body = <p className="text-destructive">{schedule.reason}</p>
    } else {
      body = (
        <ol className="grid gap-1">
          {schedule.payments.map((payment, index) => (
            <li key={payment.dueAt.toISOString()} className="flex justify-between gap-4">
              <span>
                {index === 0
                  ? 'When booking'
                  : startsAt
                    ? dateAt(payment.dueAt, timeZone)
                    : plan.kind === 'deposit'
                      ? `${plan.balanceDaysBefore} days before the session`
                      : `${index} month${index > 1 ? 's' : ''} later`}
              </span>
              <span className="font-medium tabular-nums">{formatMoney(payment.amountCents)}</span>
            </li>
          ))}
        </ol>
      )
    }
  }
  return (
    <section
      aria-labelledby="plan-preview-heading"
      className="grid gap-2 rounded-lg bg-muted/50 p-3 text-sm"
    >
      <h3 id="plan-preview-heading" className="font-medium">
        For {priceName} of {formatMoney(priceCents)}, booked today
      </h3>
      <div aria-live="polite">{body}</div>
      {plan.kind !== 'none' && (
        <p className="text-muted-foreground">
          Families see the plan when they book at least {DEFAULT_PLAN_MIN_DAYS_AHEAD} days before
          the start; it splits what they pay after discounts.
        </p>
      )}
    </section>
  )
}
