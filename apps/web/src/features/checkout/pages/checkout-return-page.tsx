import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ErrorAlert } from '@/components/error-alert'
import { LoadingStatus } from '@/components/loading-status'
import { PageContainer } from '@/components/page-container'
import { QueryError } from '@/components/query-error'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/lib/use-document-title'
import { pollingOver, useBooking } from '../api/get-booking'
import { OutcomeView } from '../components/outcome-view'
import { returnOutcome } from '../components/return-outcome'
import { useBookedToast } from '../hooks/use-booked-toast'

const pageTitle = <h1 className="font-bold text-3xl tracking-tight">Your payment</h1>

/** The booking the family paid for (or backed out of paying), as it settles. */
function ReturnOutcome({ bookingId, backedOut }: { bookingId: string; backedOut: boolean }) {
  // Backing out settles nothing, so there is nothing to wait for.
  const [pollingSince] = useState(() => (backedOut ? null : Date.now()))
  const booking = useBooking(bookingId, pollingSince)
  const gaveUp = pollingSince !== null && pollingOver(pollingSince, booking.dataUpdatedAt)
  const outcome = booking.data && returnOutcome(booking.data, { backedOut, gaveUp })
  useBookedToast(bookingId, outcome === 'booked')

  if (booking.data && outcome) {
    return <OutcomeView outcome={outcome} booking={booking.data} />
  }
  if (booking.isError) {
    return (
      <>
        {pageTitle}
        <QueryError
          error={booking.error}
          what="your booking"
          fallback="Failed to load your booking. Please try again."
          onRetry={() => void booking.refetch()}
        />
      </>
    )
  }
  if (!backedOut) return <OutcomeView outcome="confirming" />
  return (
    <>
      {pageTitle}
      <LoadingStatus label="Loading your booking..." />
      <Skeleton className="h-40 rounded-xl" />
    </>
  )
}

/**
 * Where the payment page sends the family back: `?booking=` names the booking, `&cancelled=1`
 * says they left without paying. A payment is confirmed by the server a moment later.
 */
export function CheckoutReturnPage() {
  useDocumentTitle('Your payment')
  const [searchParams] = useSearchParams()
  const bookingId = searchParams.get('booking')
  const backedOut = searchParams.get('cancelled') === '1'

  return (
    <PageContainer className="max-w-xl space-y-6">
      {bookingId ? (
        <ReturnOutcome key={bookingId} bookingId={bookingId} backedOut={backedOut} />
      ) : (
        <>
          {pageTitle}
          <ErrorAlert title="This link does not name a booking">
            <p>Your bookings and their payments are all in My Bookings.</p>
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to="/bookings">Go to My Bookings</Link>
            </Button>
          </ErrorAlert>
        </>
      )}
    </PageContainer>
  )
}
