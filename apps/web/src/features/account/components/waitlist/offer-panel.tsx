import type { WaitlistEntry } from '@afc/contracts'
import { Clock, TimerOff } from 'lucide-react'
import { formatMoney } from '@/lib/money'
import { formatRelativeDay, knownTimeZone, timeZoneLabel } from '@/lib/session-time'
import { OfferActions } from './offer-actions'
import { offerTimeLeft } from './waitlist-status'

/** 'Tomorrow, 1:10 AM PST': on the venue's clock, as families read their session times. */
function heldUntilLabel(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: knownTimeZone(timeZone),
  }).format(new Date(iso))
  return `${formatRelativeDay(iso, timeZone)}, ${time} ${timeZoneLabel(iso, timeZone)}`
}

interface OfferPanelProps {
  entry: WaitlistEntry & { offer: NonNullable<WaitlistEntry['offer']> }
  /** Milliseconds left on the offer; 0 once it has run out. */
  remaining: number
}

/**
 * Places held for this family alone: until when, how long is left, take them or pass them on.
 * Once the time is up the screen says so at once, as the server will: by its time alone. The
 * running out is announced; the minutes ticking are not.
 */
export function OfferPanel({ entry, remaining }: OfferPanelProps) {
  const ranOut = remaining === 0
  const { offer, session } = entry
  return (
    <div
      className={
        ranOut
          ? 'grid gap-3 rounded-lg bg-muted p-3 text-sm'
          : 'grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm'
      }
    >
      {!ranOut && (
        <div className="grid gap-1">
          <p className="font-semibold">
            {entry.quantity === 1 ? 'A place came free' : `${entry.quantity} places came free`} for
            you.
          </p>
          <p className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Held for you until {heldUntilLabel(offer.expiresAt, session.timeZone)} (
              <span className="font-semibold tabular-nums">{offerTimeLeft(remaining)}</span> left).{' '}
              {offer.totalAmountCents > 0
                ? `Book to pay ${formatMoney(offer.totalAmountCents)} and confirm ${entry.quantity === 1 ? 'it' : 'them'}.`
                : `Free — book to confirm ${entry.quantity === 1 ? 'it' : 'them'}.`}
            </span>
          </p>
        </div>
      )}
      <p role="status" className={ranOut ? 'flex items-center gap-2 font-medium' : 'sr-only'}>
        {ranOut && (
          <>
            <TimerOff className="size-4 shrink-0" aria-hidden="true" />
            This offer has run out — the places went to the next family in line
          </>
        )}
      </p>
      {!ranOut && <OfferActions entry={entry} />}
    </div>
  )
}
