import { type ActivityDetail, CANCELLATION_POLICY, durationInWords } from '@afc/contracts'
import { CalendarX, CreditCard, ShieldCheck } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { StarRating } from '@/components/star-rating'
import { Button } from '@/components/ui/button'
import { formatMoney } from '@/lib/money'
import { useBookingTerms } from '../api/get-booking-terms'
import { useBookNow } from '../hooks/use-book-now'
import { firstOpenSession, SessionPicker } from './session-picker'

// Loaded on the first Book Now: most visitors of this public page never open it, and its forms
// bring code the page does not otherwise need.
const BookingDialog = lazy(() =>
  import('./booking-dialog/booking-dialog').then((module) => ({ default: module.BookingDialog })),
)

export function BookNowCard({ activity }: { activity: ActivityDetail }) {
  const { bookNow, choice: bookingSessionId, closeBooking } = useBookNow()
  // A term's sessions are sold with the term (see Terms), not one at a time.
  const sessions = activity.upcomingSessions.filter((session) => session.termId === null)
  const [chosen, setChosen] = useState(() => firstOpenSession(sessions) ?? sessions[0]?.id)
  const bookNowRef = useRef<HTMLButtonElement>(null)
  const hold = useBookingTerms()?.checkoutHoldMinutes

  return (
    <section
      aria-labelledby="book-now-title"
      className="space-y-5 rounded-2xl border bg-card p-5 shadow-md sm:p-6"
    >
      <div className="flex items-end justify-between gap-3">
        <div>
          <h2 id="book-now-title" className="sr-only">
            Book this activity
          </h2>
          <p className="font-bold text-3xl">{formatMoney(activity.priceCents)}</p>
          {activity.priceCents > 0 && <p className="text-muted-foreground text-sm">per child</p>}
        </div>
        <StarRating averageRating={activity.averageRating} reviewCount={activity.reviewCount} />
      </div>
      {sessions.length > 0 ? (
        <SessionPicker
          sessions={sessions}
          timeZone={activity.location?.timeZone}
          value={chosen}
          onChange={setChosen}
        />
      ) : (
        <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-muted-foreground text-sm">
          <CalendarX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {activity.terms.length > 0
            ? 'This course is sold by the term: its terms are listed under Terms.'
            : 'No upcoming sessions are scheduled yet. Save it to your favorites and check back soon.'}
        </p>
      )}
      <Button
        ref={bookNowRef}
        size="lg"
        className="w-full"
        disabled={!chosen}
        onClick={() => chosen && bookNow(chosen)}
      >
        Book Now
      </Button>
      <ul className="space-y-2 text-sm">
        <li className="flex items-start gap-2">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="grid">
            <span className="font-medium">Cancellation</span>
            <span className="text-muted-foreground">{CANCELLATION_POLICY}</span>
          </span>
        </li>
        <li className="flex items-start gap-2">
          <CreditCard className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="grid">
            <span className="font-medium">Payment</span>
            {activity.priceCents > 0 && (
              <span className="text-muted-foreground">
                You won't be charged until you complete your booking
              </span>
            )}
            <span className="text-muted-foreground">
              {activity.priceCents === 0
                ? 'Free — no payment needed'
                : `Pay by card when you book; we hold your places${hold ? ` for ${durationInWords(hold)}` : ''} while you pay`}
            </span>
          </span>
        </li>
      </ul>
      {bookingSessionId !== null && (
        <Suspense fallback={null}>
          <BookingDialog
            activity={activity}
            sessionId={bookingSessionId}
            onClose={closeBooking}
            returnFocusTo={bookNowRef}
          />
        </Suspense>
      )}
    </section>
  )
}
