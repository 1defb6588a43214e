import { type BookingQuote, bookingQuoteSchema } from '@afc/contracts'
import type { TermEnrolmentRequest } from '@/components/bookings/api/enrol-in-term'
import { apiFetch } from '@/lib/api-client'
import { useQuote } from '../hooks/use-quote'

/**
 * What enrolling the children in a term would cost now, line by line (a late join pays the
 * sessions left's share); nothing is held. A code that cannot be used is left out, and
 * `codeRefusal` says why.
 */
export function getEnrolmentQuote(
  termId: string,
  request: TermEnrolmentRequest,
  signal?: AbortSignal,
): Promise<BookingQuote> {
  return apiFetch(`/api/terms/${encodeURIComponent(termId)}/enrolments/quote`, {
    method: 'POST',
    body: request,
    schema: bookingQuoteSchema,
    signal,
  })
}

/** The price of the term for the children and extras chosen, asked again as the choice changes. */
export function useEnrolmentQuote(termId: string, request: TermEnrolmentRequest | null) {
  return useQuote({
    key: ['term', termId],
    request,
    fetchQuote: (asked, signal) => getEnrolmentQuote(termId, asked, signal),
  })
}
