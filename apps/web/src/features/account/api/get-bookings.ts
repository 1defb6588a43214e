import { type Booking, bookingListSchema } from '@afc/contracts'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { bookingKeys } from '@/lib/account-query-keys'
import { apiFetch } from '@/lib/api-client'
import { LIST_PAGE_SIZE, nextPageParam, type Page } from '@/lib/pages'

export type BookingPeriod = 'upcoming' | 'past'

export async function getBookings(
  when: BookingPeriod,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Booking>> {
  return apiFetch(`/api/bookings?when=${when}&page=${page}&limit=${LIST_PAGE_SIZE}`, {
    schema: bookingListSchema,
    signal,
  })
}

export function bookingsQueryOptions(when: BookingPeriod) {
  return infiniteQueryOptions({
    queryKey: bookingKeys.list(when),
    queryFn: ({ pageParam, signal }) => getBookings(when, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  })
}

export function useBookings(when: BookingPeriod) {
  return useInfiniteQuery(bookingsQueryOptions(when))
}
