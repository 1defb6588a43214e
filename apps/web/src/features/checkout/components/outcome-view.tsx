import type { Booking } from '@afc/contracts'
import { CircleAlert, CircleCheck, Clock, LoaderCircle, RotateCcw } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { AddToCalendarButton } from '@/components/bookings/add-to-calendar-button'
import { CompletePaymentButton } from '@/components/bookings/complete-payment-button'
import { paymentStatusLabel } from '@/components/bookings/payment-status'
import { PriceLines } from '@/components/price-lines'
import { Button } from '@/components/ui/button'
import { formatRevenue } from '@/lib/money'
import { browserTimeZone, formatClockTime, sessionSpanLabel } from '@/lib/session-time'
import type { ReturnOutcome } from './return-outcome'

type Told = { icon: typeof Clock; title: string; sentence: string }

function told(outcome: ReturnOutcome, booking: Booking | undefined): Told {
  const paid = formatRevenue(booking?.paidAmountCents ?? 0)
  const heldUntil = booking?.holdExpiresAt
    ? formatClockTime(booking.holdExpiresAt, browserTimeZone())
    : ''
  switch (outcome) {
    case 'booked':
      return {
        icon: CircleCheck,
        title: "You're booked!",
        sentence: `Your payment of ${paid} has arrived. We've emailed you the details.`,
      }
    case 'refunded':
      return {
        icon: RotateCcw,
        title: 'Your payment was refunded',
        sentence: `The session filled up before your payment arrived. ${paid} has been refunded in full.`,
      }
    case 'not-paid':
      return {
        icon: Clock,
        title: 'Payment not completed',
        sentence: `Your places are held until ${heldUntil}.`,
      }
    case 'hold-ended':
      return {
        icon: CircleAlert,
        title: 'Payment not completed',
        sentence: 'The hold has run out and the places were released.',
      }
    case 'cancelled':
      return {
        icon: CircleAlert,
        title: 'Booking cancelled',
        sentence: 'This booking was cancelled.',
      }
    case 'slow':
      return {
        icon: Clock,
        title: 'Still confirming your payment',
        sentence:
          'This is taking longer than usual. Check My Bookings in a minute: your booking shows there once the payment is confirmed.',
      }
    case 'confirming':
      return {
        icon: LoaderCircle,
        title: 'Confirming your payment…',
        sentence: 'This usually takes a few seconds. Please keep this page open.',
      }
  }
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

const myBookings = (
  <Button asChild variant="outline">
    <Link to="/bookings">View my bookings</Link>
  </Button>
)

/**
 * The outcome in a title and a sentence, announced as it changes (confirming, then booked), and
 * what the family can do next.
 */
export function OutcomeView({ outcome, booking }: { outcome: ReturnOutcome; booking?: Booking }) {
  const { icon: Icon, title, sentence } = told(outcome, booking)
  const bookAgain = booking && (
    <Button asChild>
      <Link to={`/activities/${booking.activity.id}`}>Book again</Link>
    </Button>
  )
  const payment = booking && paymentStatusLabel(booking)
  return (
    <div className="grid gap-6">
      <div role="status" className="grid justify-items-center gap-3 text-center">
        <Icon
          className={
            outcome === 'confirming' ? 'size-12 animate-spin text-primary' : 'size-12 text-primary'
          }
          aria-hidden="true"
        />
        <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
        <p className="max-w-md text-muted-foreground">{sentence}</p>
      </div>
      {booking && (
        <div className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
          <dl className="grid gap-2">
            <Detail term="Activity">{booking.activity.title}</Detail>
            <Detail term="When">
              {sessionSpanLabel(
                booking.session.startsAt,
                booking.session.endsAt,
                booking.session.timeZone,
              )}
            </Detail>
            <Detail term="Who">
              {booking.participants.map((child) => child.firstName).join(', ')}
            </Detail>
          </dl>
          <PriceLines
            lines={booking.priceLines}
            totalCents={booking.totalAmountCents}
            className="border-t pt-3"
          />
          {payment && (
            <dl>
              <Detail term="Payment">{payment}</Detail>
            </dl>
          )}
        </div>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-center">
        {outcome === 'booked' && booking && <AddToCalendarButton bookingId={booking.id} />}
        {outcome === 'not-paid' && booking && <CompletePaymentButton bookingId={booking.id} />}
        {(outcome === 'refunded' || outcome === 'hold-ended') && bookAgain}
        {outcome !== 'confirming' && myBookings}
      </div>
    </div>
  )
}
