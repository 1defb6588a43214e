import type { Booking } from '@afc/contracts'
import { awaitingConfirmation } from '../api/get-booking'

/** Where a family stands on coming back from the payment page. */
export type ReturnOutcome =
  | 'confirming'
  | 'slow'
  | 'booked'
  | 'refunded'
  | 'not-paid'
  | 'hold-ended'
  | 'cancelled'

/**
 * The booking as the family should read it: `backedOut` when they left the payment page
 * without paying, `gaveUp` once the page stopped waiting for the confirmation.
 */
export function returnOutcome(
  booking: Booking,
  { backedOut, gaveUp }: { backedOut: boolean; gaveUp: boolean },
): ReturnOutcome {
  if (booking.status === 'confirmed') return 'booked'
  if (booking.status === 'cancelled') return 'cancelled'
  if (!awaitingConfirmation(booking)) return 'refunded'
  if (backedOut) return booking.status === 'pending' ? 'not-paid' : 'hold-ended'
  return gaveUp ? 'slow' : 'confirming'
}
