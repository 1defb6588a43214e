import type { BookingTerms } from '@afc/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiFetch } from '@/lib/api-client'

// Set when the server starts: an hour is long enough to ask once per visit.
const ONE_HOUR = 60 * 60 * 1000

/**
 * How long this server holds places while a family pays, how long an offer holds them and how
 * close to the start none is made. Not parsed with zod: the activity page has no form, and the
 * server sends it through bookingTermsSchema.
 */
export function getBookingTerms(signal?: AbortSignal): Promise<BookingTerms> {
  return apiFetch<BookingTerms>('/api/booking-terms', { signal })
}

const bookingTermsQueryOptions = queryOptions({
  queryKey: ['booking-terms'],
  queryFn: ({ signal }) => getBookingTerms(signal),
  staleTime: ONE_HOUR,
})

/** Undefined until known (or when it cannot be loaded): a text then names no length of time. */
export function useBookingTerms(): BookingTerms | undefined {
  return useQuery(bookingTermsQueryOptions).data
}
