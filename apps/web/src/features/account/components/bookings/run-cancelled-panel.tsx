import type { RunAlternative, RunCancelled } from '@afc/contracts'
import { Link } from 'react-router'
import { formatMoney } from '@/lib/money'
import { formatMonthDay, sessionTimeLabel } from '@/lib/session-time'

/** 'Sunny Studio · Spring 2027, from Mar 6 · $180.00' or 'Sunny Studio · Sat, Dec 12 · 10:00 AM CST · $25.00'. */
function alternativeDetails(alternative: RunAlternative): string {
  const when =
    alternative.termName === null
      ? sessionTimeLabel(alternative.startsAt, alternative.timeZone)
      : `${alternative.termName}, from ${formatMonthDay(alternative.startsAt, alternative.timeZone)}`
  return `${alternative.businessName} · ${when} · ${formatMoney(alternative.priceCents)}`
}

interface RunCancelledPanelProps {
  bookingId: string
  run: RunCancelled
}

/**
 * A booking whose term or session did not reach its minimum: why it was cancelled, and up to three
 * places the family's children can book now instead.
 */
export function RunCancelledPanel({ bookingId, run }: RunCancelledPanelProps) {
  const headingId = `instead-${bookingId}`
  return (
    <div className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-4 text-sm">
      <p className="font-medium">
        Cancelled: too few places ({run.confirmedPlaces} of {run.minPlaces} needed)
      </p>
      <p className="text-muted-foreground">You are refunded in full, extras included.</p>
      {run.alternatives.length === 0 ? (
        <p className="text-muted-foreground">No other places fit your children just now.</p>
      ) : (
        <section aria-labelledby={headingId} className="grid gap-2">
          <h3 id={headingId} className="font-semibold">
            Places you can book instead
          </h3>
          <ul className="grid gap-2">
            {run.alternatives.map((alternative) => (
              <li
                key={alternative.termId ?? alternative.sessionId ?? alternative.activityId}
                className="grid gap-0.5"
              >
                <Link to={alternative.path} className="font-medium text-primary hover:underline">
                  {alternative.activityTitle}
                </Link>
                <span className="text-muted-foreground">{alternativeDetails(alternative)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
