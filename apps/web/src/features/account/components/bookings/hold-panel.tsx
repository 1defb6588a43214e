import type { Booking } from '@afc/contracts'
import { Clock, TimerOff } from 'lucide-react'
import { Link } from 'react-router'
import { CompletePaymentButton } from '@/components/bookings/complete-payment-button'
import { Button } from '@/components/ui/button'
import { countdownLabel } from '@/lib/use-countdown'
import { CancelBookingButton } from './cancel-booking-button'

interface HoldPanelProps {
  booking: Booking
  /** Milliseconds left on the hold; 0 once it has run out. */
  remaining: number
}

/**
 * A booking whose places are held while the family pays: how long is left, pay or let the
 * places go; once the time is up, that they went, and the way to book again. The running out
 * is announced; the seconds ticking are not.
 */
export function HoldPanel({ booking, remaining }: HoldPanelProps) {
  const ranOut = remaining === 0
  return (
    <div
      className={
        ranOut
          ? 'grid gap-3 rounded-lg bg-muted p-3 text-sm'
          : 'grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm'
      }
    >
      {!ranOut && (
        <p className="flex items-center gap-2">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Held for <span className="font-semibold tabular-nums">{countdownLabel(remaining)}</span>
            . Pay to confirm these places.
          </span>
        </p>
      )}
      <p role="status" className={ranOut ? 'flex items-center gap-2 font-medium' : 'sr-only'}>
        {ranOut && (
          <>
            <TimerOff className="size-4 shrink-0" aria-hidden="true" />
            Hold expired — the places were released
          </>
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        {ranOut ? (
          <Button asChild variant="outline">
            <Link to={`/activities/${booking.activity.id}`}>Book again</Link>
          </Button>
        ) : (
          <>
            <CompletePaymentButton bookingId={booking.id} />
            <CancelBookingButton booking={booking} />
          </>
        )}
      </div>
    </div>
  )
}
