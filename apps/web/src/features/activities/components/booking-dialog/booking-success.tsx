import type { Booking } from '@afc/contracts'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { formatMoney } from '@/lib/money'
import { sessionSpanLabel } from '@/lib/session-time'

interface BookingSuccessProps {
  booking: Booking
  onClose: () => void
}

/** What was booked, and the two things a parent does next. */
export function BookingSuccess({ booking, onClose }: BookingSuccessProps) {
  const names = booking.participants.map((child) => child.firstName).join(', ')
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The Confirm button that had the focus is gone: the keyboard starts again at the news.
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <div className="grid gap-5 overflow-y-auto p-6 text-center">
      <CircleCheck className="mx-auto size-14 text-primary" aria-hidden="true" />
      <div className="grid gap-1.5">
        <DialogTitle ref={titleRef} tabIndex={-1} className="text-xl focus:outline-none">
          You're booked!
        </DialogTitle>
        <DialogDescription>
          We've emailed you the details. See you at {booking.activity.title}.
        </DialogDescription>
      </div>
      <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">When</dt>
          <dd className="text-right font-medium">
            {sessionSpanLabel(
              booking.session.startsAt,
              booking.session.endsAt,
              booking.session.timeZone,
            )}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Who</dt>
          <dd className="text-right font-medium">{names}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Total</dt>
          <dd className="text-right font-medium">{formatMoney(booking.totalAmountCents)}</dd>
        </div>
      </dl>
      <div className="grid gap-2 sm:grid-cols-2">
        <AddToCalendarButton bookingId={booking.id} />
        <Button asChild>
          <Link to="/bookings" onClick={onClose}>
            View my bookings
          </Link>
        </Button>
      </div>
    </div>
  )
}
