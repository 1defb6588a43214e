import type { Booking } from '@afc/contracts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button'
import { BookingStatusBadge } from '@/components/bookings/booking-status-badge'
import { paymentStatusLabel } from '@/components/bookings/payment-status'
import { formatMoney } from '@/lib/money'
import { sessionSpanLabel } from '@/lib/session-time'
import { useCountdown } from '@/lib/use-countdown'
import { BookingAnnouncements } from './booking-announcements'
import { BookingReview } from './booking-review'
import { CancelBookingButton } from './cancel-booking-button'
import { HoldPanel } from './hold-panel'
import { ReviewDialog } from './review-dialog'

interface BookingCardProps {
  booking: Booking
  when: 'upcoming' | 'past'
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[6rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

export function BookingCard({ booking, when }: BookingCardProps) {
  const titleId = `booking-${booking.id}`
  // A hold runs out on the family's screen as it does on the server: by its time alone.
  const holdLeft = useCountdown(booking.status === 'pending' ? booking.holdExpiresAt : null)
  const held = holdLeft !== null && holdLeft > 0
  const holdEnded = booking.status === 'expired' || holdLeft === 0
  const upcomingAndActive = when === 'upcoming' && booking.status === 'confirmed'
  const canReview = when === 'past' && booking.canReview
  const { session, location } = booking
  const names = booking.participants.map((child) => `${child.firstName} ${child.lastName}`)
  const payment = paymentStatusLabel(booking)
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-4">
        {booking.activity.thumbnailUrl && (
          <img
            src={booking.activity.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-16 shrink-0 rounded-lg object-cover sm:size-20"
          />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={titleId} className="font-semibold text-lg leading-snug">
              <Link to={`/activities/${booking.activity.id}`} className="hover:underline">
                {booking.activity.title}
              </Link>
            </h2>
            {held ? (
              <BookingStatusBadge status="pending" label="Awaiting payment" />
            ) : (
              <BookingStatusBadge status={holdEnded ? 'expired' : booking.status} />
            )}
          </div>
          <p className="text-muted-foreground text-sm">
            <Link to={`/vendors/${booking.provider.id}`} className="hover:underline">
              {booking.provider.businessName}
            </Link>
          </p>
        </div>
      </div>
      <dl className="grid gap-2 text-sm">
        <Detail term="When">
          {sessionSpanLabel(session.startsAt, session.endsAt, session.timeZone)}
        </Detail>
        {location && (
          <Detail term="Where">
            {location.name}, {location.address}, {location.city}, {location.state}{' '}
            {location.zipcode}
          </Detail>
        )}
        <Detail term={names.length === 1 ? 'Participant' : 'Participants'}>
          {names.join(', ')}
        </Detail>
        <Detail term="Amount">
          {formatMoney(booking.totalAmountCents)}
          {payment && <span className="block font-normal text-muted-foreground">{payment}</span>}
        </Detail>
      </dl>
      {(held || holdEnded) && <HoldPanel booking={booking} remaining={holdLeft ?? 0} />}
      <BookingAnnouncements booking={booking} />
      {booking.review && (
        <BookingReview review={booking.review} providerName={booking.provider.businessName} />
      )}
      {(upcomingAndActive || canReview) && (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {upcomingAndActive && <AddToCalendarButton bookingId={booking.id} />}
          {upcomingAndActive && booking.canCancel && <CancelBookingButton booking={booking} />}
          {canReview && <ReviewDialog booking={booking} />}
        </div>
      )}
      {upcomingAndActive && !booking.canCancel && (
        <p className="text-muted-foreground text-sm">
          Free cancellation ends 48 hours before the activity, so this booking can no longer be
          cancelled online.
        </p>
      )}
    </article>
  )
}
