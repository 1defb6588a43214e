import type { TermEnrolmentRequest } from '@/components/bookings/api/enrol-in-term'
import { getEnrolmentQuote } from '@/components/bookings/api/get-enrolment-quote'
import { useQuote } from '../hooks/use-quote'

/** The price of the term for the children and extras chosen, asked again as the choice changes. */
export function useEnrolmentQuote(termId: string, request: TermEnrolmentRequest | null) {
  return useQuote({
    key: ['term', termId],
    request,
    fetchQuote: (asked, signal) => getEnrolmentQuote(termId, asked, signal),
  })
}
