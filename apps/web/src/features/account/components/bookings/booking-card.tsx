import { type Booking, FREE_CANCELLATION_WINDOW } from '@afc/contracts'
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button'
import { BookingStatusBadge } from '@/components/bookings/booking-status-badge'
import { paymentStatusLabel } from '@/components/bookings/payment-status'
import { formatMoney } from '@/lib/money'
import { sessionSpanLabel } from '@/lib/session-time'
import { useCountdown } from '@/lib/use-countdown'
import { BookedActivityHeader, CardDetail } from '../booked-activity-header'
import { BookingAnnouncements } from './booking-announcements'
import { BookingAttendanceDetails } from './booking-attendance'
import { BookingPrice } from './booking-price'
import { BookingReview } from './booking-review'
import { CancelBookingButton } from './cancel-booking-button'
import { HoldPanel } from './hold-panel'
import { PlanProgressPanel } from './plan-progress-panel'
import { RefundChoicePanel } from './refund-choice-panel'
import { RestOfTermButton } from './rest-of-term-button'
import { ReviewDialog } from './review-dialog'
import { RunCancelledPanel } from './run-cancelled-panel'
import { TakeChildOffDialog } from './take-child-off-dialog'
import { BookedExtras, TermSessions } from './term-sessions'

interface BookingCardProps {
  booking: Booking
  when: 'upcoming' | 'past'
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
  const { term, restOfTerm } = booking
  const enrolment = booking.kind === 'term'
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <BookedActivityHeader
        item={booking}
        titleId={titleId}
        badge={
          held ? (
            <BookingStatusBadge status="pending" label="Awaiting payment" />
          ) : (
            <BookingStatusBadge status={holdEnded ? 'expired' : booking.status} />
          )
        }
      />
      <dl className="grid gap-2 text-sm">
        {term && (
          <CardDetail term={term.isCamp ? 'Camp' : 'Term'}>
            {term.name}
            {booking.kind !== 'term' && (
              <span className="font-normal text-muted-foreground">
                {booking.kind === 'trial' ? ' · trial class' : ' · drop-in'}
              </span>
            )}
          </CardDetail>
        )}
        {enrolment ? (
          <CardDetail term="Sessions">
            <TermSessions booking={booking} />
            {booking.status === 'confirmed' && (
              <BookingAttendanceDetails bookingId={booking.id} timeZone={session.timeZone} />
            )}
          </CardDetail>
        ) : (
          <CardDetail term="When">
            {sessionSpanLabel(session.startsAt, session.endsAt, session.timeZone)}
          </CardDetail>
        )}
        {location && (
          <CardDetail term="Where">
            {location.name}, {location.address}, {location.city}, {location.state}{' '}
            {location.zipcode}
          </CardDetail>
        )}
        <CardDetail term={names.length === 1 ? 'Participant' : 'Participants'}>
          {names.join(', ')}
        </CardDetail>
        {booking.extras.length > 0 && (
          <CardDetail term="Extras">
            <BookedExtras extras={booking.extras} />
          </CardDetail>
        )}
        <CardDetail term="Amount">
          {formatMoney(booking.totalAmountCents)}
          {payment && <span className="block font-normal text-muted-foreground">{payment}</span>}
          <BookingPrice booking={booking} />
        </CardDetail>
      </dl>
      {(held || holdEnded) && <HoldPanel booking={booking} remaining={holdLeft ?? 0} />}
      {booking.plan && when === 'upcoming' && (
        <PlanProgressPanel booking={booking} plan={booking.plan} />
      )}
      {booking.refundChoices?.map((choice) => (
        <RefundChoicePanel key={choice.id} booking={booking} choice={choice} />
      ))}
      {booking.runCancelled && (
        <RunCancelledPanel bookingId={booking.id} run={booking.runCancelled} />
      )}
      {restOfTerm && booking.status === 'confirmed' && (
        <RestOfTermButton booking={booking} rest={restOfTerm} />
      )}
      <BookingAnnouncements booking={booking} />
      {booking.review && (
        <BookingReview review={booking.review} providerName={booking.provider.businessName} />
      )}
      {(upcomingAndActive || canReview) && (
        <div className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {upcomingAndActive && <AddToCalendarButton bookingId={booking.id} />}
          {upcomingAndActive && booking.canCancel && booking.participants.length > 1 && (
            <TakeChildOffDialog booking={booking} titleId={titleId} />
          )}
          {upcomingAndActive && booking.canCancel && <CancelBookingButton booking={booking} />}
          {canReview && <ReviewDialog booking={booking} />}
        </div>
      )}
      {upcomingAndActive && !booking.canCancel && (
        <p className="text-muted-foreground text-sm">
          Free cancellation ends {FREE_CANCELLATION_WINDOW} before the activity, so this booking can
          no longer be cancelled online.
        </p>
      )}
    </article>
  )
}
