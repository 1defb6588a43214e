import { type BookingQuote, type BookingRequest, bookingQuoteSchema } from '@afc/contracts'
import { apiFetch } from '@/lib/api-client'
import { useQuote } from '../hooks/use-quote'

/**
 * What booking a session (a single one, a drop-in or a trial class) would cost now, line by
 * line; nothing is held. A code that cannot be used is left out, and `codeRefusal` says why.
 */
export function getBookingQuote(
  request: BookingRequest,
  signal?: AbortSignal,
): Promise<BookingQuote> {
  return apiFetch('/api/bookings/quote', {
    method: 'POST',
    body: request,
    schema: bookingQuoteSchema,
    signal,
  })
}

/** The price of the session and children chosen, asked again as the choice changes. */
export function useBookingQuote(request: BookingRequest | null) {
  return useQuote({ key: ['booking'], request, fetchQuote: getBookingQuote })
}
