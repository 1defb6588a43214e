import { type BookingQuote, bookingQuoteSchema } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'
import { quoteKeys } from '@/lib/catalog-query-keys'
import type { TermEnrolmentRequest } from './enrol-in-term'

/**
 * What enrolling the children in a term would cost now, line by line (a late join pays the
 * sessions left's share, less a trial of the term a child took); nothing is held. A code that
 * cannot be used is left out, and `codeRefusal` says why.
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

export const enrolmentQuoteQueryOptions = (termId: string, request: TermEnrolmentRequest) =>
  queryOptions({
    queryKey: quoteKeys.of(['term', termId], request),
    queryFn: ({ signal }) => getEnrolmentQuote(termId, request, signal),
    // A price is of the moment it is asked (an early bird ends, a code's last use goes).
    staleTime: 0,
  })

/** The price of a fixed choice, such as one child joining the rest of a term after a trial. */
export function useEnrolmentQuoteOf(termId: string, request: TermEnrolmentRequest) {
  return useQuery(enrolmentQuoteQueryOptions(termId, request))
}
