import { type Booking, bookingSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'

/** How often, and how long, the return page asks whether the payment is confirmed. */
const POLL_INTERVAL_MS = 1000
const POLL_FOR_MS = 30_000

export function getBooking(bookingId: string, signal?: AbortSignal): Promise<Booking> {
  return apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}`, {
    schema: bookingSchema,
    signal,
  })
}

/**
 * Not settled yet: still held, or past its hold with nothing paid, which a payment made late
 * may still confirm (or refund) once the server has handled it.
 */
export const awaitingConfirmation = (booking: Booking) =>
  booking.status === 'pending' || (booking.status === 'expired' && booking.paidAmountCents === 0)

/** Whether the answer read at `readAt` came after polling from `since` should have stopped. */
export const pollingOver = (since: number, readAt: number) => readAt - since >= POLL_FOR_MS

/**
 * The family's booking, read again every second from `pollingSince` (null: never) until it is
 * settled or 30 s have passed. Under the bookings key, so a change made elsewhere refreshes it.
 */
export function bookingQueryOptions(bookingId: string, pollingSince: number | null) {
  return queryOptions({
    queryKey: [...bookingKeys.all, 'one', bookingId],
    queryFn: ({ signal }) => getBooking(bookingId, signal),
    refetchInterval: ({ state }) =>
      pollingSince !== null &&
      state.data &&
      awaitingConfirmation(state.data) &&
      !pollingOver(pollingSince, state.dataUpdatedAt)
        ? POLL_INTERVAL_MS
        : false,
  })
}

export function useBooking(bookingId: string, pollingSince: number | null) {
  return useQuery(bookingQueryOptions(bookingId, pollingSince))
}
