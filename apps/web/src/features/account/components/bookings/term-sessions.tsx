import type { Booking } from '@afc/contracts'
import { formatMoney } from '@/lib/money'
import { sessionTimeLabel } from '@/lib/session-time'
import { cn } from '@/lib/utils'

/**
 * Every session a term enrolment covers, in order: those held are dimmed, a cancelled one is
 * struck through and says so, a make-up names the session it replaces.
 */
export function TermSessions({ booking, now = new Date() }: { booking: Booking; now?: Date }) {
  const { timeZone } = booking.session
  return (
    <ol className="grid gap-1">
      {booking.sessions.map((session) => {
        const past = new Date(session.startsAt).getTime() <= now.getTime()
        const notes = [
          session.isCancelled && 'cancelled',
          session.makesUpFor &&
            `make-up for ${sessionTimeLabel(session.makesUpFor, timeZone).split(' · ')[0]}`,
          past && !session.isCancelled && 'held',
        ].filter(Boolean)
        return (
          <li
            key={session.id}
            className={cn('font-normal', (past || session.isCancelled) && 'text-muted-foreground')}
          >
            {session.isCancelled ? (
              <s>{sessionTimeLabel(session.startsAt, timeZone)}</s>
            ) : (
              sessionTimeLabel(session.startsAt, timeZone)
            )}
            {notes.length > 0 && <span className="text-xs"> · {notes.join(' · ')}</span>}
          </li>
        )
      })}
    </ol>
  )
}

/** 'Lily: After care ($70.00)', one line per child's extra. */
export function BookedExtras({ extras }: { extras: Booking['extras'] }) {
  return (
    <ul className="grid gap-0.5">
      {extras.map((extra) => (
        <li key={`${extra.firstName}-${extra.name}`}>
          {extra.firstName}: {extra.name} ({formatMoney(extra.amountCents)})
        </li>
      ))}
    </ul>
  )
}
